// zlib's C API for TrellisStore's object encoding (deflate with a preset dictionary,
// which no Swift package here offers). zlib1g-dev is part of Swift's own Linux
// dependencies, so every machine that builds Swift has it.
#include <zlib.h>
