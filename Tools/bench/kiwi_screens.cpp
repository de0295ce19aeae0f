// The bench's screen layouts on kiwi's C++ solver (solverimpl.h, no Python), for instruction
// counts under callgrind and CPU time per layout beside `TrellisBench --kernel screen-N`.
// Built and run by `TrellisBench solver --callgrind --kiwi-cpp KIWI` (KiwiScreens.swift) and by
// `kiwi-callgrind` (see there); reads the screens as plain text:
//   <screens>  then per screen  <variables> <constraints>  then per constraint
//   <op 0:== 1:<= 2:>=> <weight, -1 required> <constant> <terms> (<variable> <coefficient>)...
#include <kiwi/kiwi.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <time.h>
#include <vector>
using namespace kiwi;

struct Screen {
    std::vector<Variable> variables;
    std::vector<Constraint> constraints;
};

// One layout as TrellisBench's: a new solver, every constraint, one update, every value read.
// Not inlined: callgrind collects inside it only (--toggle-collect='*measured*').
__attribute__((noinline)) void measured(const Screen& s, int layouts, std::vector<double>& values) {
    for (int i = 0; i < layouts; ++i) {
        Solver solver;
        for (auto& c : s.constraints) solver.addConstraint(c);
        solver.updateVariables();
        values.clear();
        for (auto& v : s.variables) values.push_back(v.value());
    }
}

static double cpuMicros() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

int main(int argc, char** argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: kiwi_screens SCREENS.txt INDEX LAYOUTS [REPEATS]\n");
        return 2;
    }
    FILE* f = fopen(argv[1], "r");
    if (!f) { perror(argv[1]); return 1; }
    int which = atoi(argv[2]), layouts = atoi(argv[3]), repeats = argc > 4 ? atoi(argv[4]) : 0, count = 0;
    if (fscanf(f, "%d", &count) != 1 || which < 0 || which >= count) { fprintf(stderr, "no screen %d\n", which); return 1; }
    std::vector<Screen> screens(count);
    for (auto& s : screens) {
        int nv = 0, nc = 0;
        if (fscanf(f, "%d %d", &nv, &nc) != 2) return 1;
        for (int i = 0; i < nv; ++i) s.variables.emplace_back("x");
        for (int i = 0; i < nc; ++i) {
            int op = 0, nt = 0;
            double weight = 0, constant = 0;
            if (fscanf(f, "%d %lf %lf %d", &op, &weight, &constant, &nt) != 4) return 1;
            std::vector<Term> terms;
            for (int t = 0; t < nt; ++t) {
                int v = 0;
                double c = 0;
                if (fscanf(f, "%d %lf", &v, &c) != 2) return 1;
                terms.emplace_back(s.variables[v], c);
            }
            RelationalOperator r = op == 0 ? OP_EQ : op == 1 ? OP_LE : OP_GE;
            s.constraints.emplace_back(Expression(terms, constant), r, weight < 0 ? strength::required : weight);
        }
    }
    const Screen& screen = screens[which];
    std::vector<double> values;
    {  // warm-up outside `measured`, as TrellisBench's kernels (first-use costs are not counted)
        Solver solver;
        for (auto& c : screen.constraints) solver.addConstraint(c);
        solver.updateVariables();
    }
    if (repeats == 0) {
        measured(screen, layouts, values);
        printf("ops %d\n", layouts);
        return 0;
    }
    std::vector<double> times;
    for (int r = 0; r < repeats; ++r) {
        double t0 = cpuMicros();
        measured(screen, layouts, values);
        times.push_back((cpuMicros() - t0) / layouts);
    }
    std::sort(times.begin(), times.end());
    printf("screen %zu cns: %.2f us per layout (CPU, median of %d)\n", screen.constraints.size(), times[times.size() / 2], repeats);
}
