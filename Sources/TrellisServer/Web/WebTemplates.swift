import Mustache

/// The pages' Mustache templates. Kept as Swift strings rather than package resources: the
/// README installs `trellis` as one file (`install .build/release/trellis /usr/local/bin/`),
/// and a resource bundle left behind would make every page fail at run time; compiled in,
/// a template's syntax error is also caught by the first test that renders it.
/// `{{x}}` escapes HTML; `{{{x}}}` is only ever given markup the server drew (SVG).
package enum WebTemplates {
    package static let library: MustacheLibrary = {
        var library = MustacheLibrary()
        for (name, text) in [
            ("header", header), ("footer", footer), ("library", libraryPage), ("component", componentPage),
            ("version", versionPage), ("token", tokenPage), ("notFound", notFoundPage), ("preview", previewPage),
            ("previewBody", previewBody), ("states", statesPartial),
            ("comparison", comparisonPage), ("card", cardPartial), ("release", releasePartial),
        ] {
            // The templates are constants: a syntax error is a programming error that the
            // tests catch, and the page that uses it answers 500 (`render` returns nil).
            if let template = try? MustacheTemplate(string: text) { library.register(template, named: name) }
        }
        return library
    }()

    /// The page, or nil when the template is missing (a broken template: see above).
    package static func render(_ name: String, _ page: Any) -> String? {
        library.render(page, withTemplate: name)
    }

    static let header = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{title}} · Trellis</title><link rel="icon" href="data:,">
        <style>
        body{font:14px/1.45 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;margin:0;color:#222;background:#fff}
        header{background:#1f2a3a;color:#fff;padding:10px 20px;display:flex;gap:16px;align-items:baseline}
        header a{color:#fff;text-decoration:none;font-weight:600}header .where{color:#aab;font-size:12px}
        main{padding:16px 20px;max-width:1400px}
        a{color:#2b5fad}h1{font-size:22px;margin:4px 0 8px}h2{font-size:16px;margin:22px 0 8px;border-bottom:1px solid #ddd;padding-bottom:4px}
        .muted{color:#778}.tag{display:inline-block;background:#eef3fb;border:1px solid #c9d7ef;border-radius:9px;padding:0 7px;font-size:12px;margin:0 3px 3px 0}
        .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:14px}
        .card{border:1px solid #dde;border-radius:6px;padding:8px;background:#fcfcfd}.card h3{margin:0 0 4px;font-size:14px}
        .thumb{height:150px;display:flex;align-items:center;justify-content:center;background:#f4f4f6;border-radius:4px;overflow:hidden}
        .thumb img{max-width:100%;max-height:150px}
        .devices{display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start}.device{max-width:100%;overflow:auto}
        .device svg{max-width:100%;height:auto;border:1px solid #e4e4e8}
        .ok{color:#1a7f4b}.bad{color:#c22}.warn{color:#b60}
        table.source{border-collapse:collapse;font:12px/1.5 Menlo,Consolas,monospace;width:100%}
        table.source td{padding:0 8px;vertical-align:top;white-space:pre}table.source td.n{text-align:right;color:#99a;user-select:none;width:1%}
        table.source td.n a{color:inherit;text-decoration:none}table.source tr:target{background:#fff8c5}
        table.source tr.problem{background:#fdecec}table.source tr.note td{white-space:normal;color:#c22;padding-left:40px}
        ul.problems li{margin-bottom:6px}ul.changes{font:12px/1.6 Menlo,Consolas,monospace;list-style:none;padding-left:0}
        .added{color:#1a7f4b}.removed{color:#c22}.changed{color:#b60}
        input[type=search]{font-size:15px;padding:5px 8px;width:320px;max-width:100%}
        .zoom{margin:8px 0}.overlay-wrap{overflow:auto;border:1px solid #ddd;max-height:80vh}
        .states button{font:inherit;padding:2px 10px;margin-right:4px;border:1px solid #c9d7ef;border-radius:4px;background:#fff;cursor:pointer}
        .states button.on{background:#2b5fad;color:#fff}h3.state-name{font-size:13px;margin:10px 0 4px}
        .message{font-size:15px;background:#f6f8fb;border-left:3px solid #2b5fad;padding:4px 12px;margin:8px 0}
        .device-diff h3{font-size:13px;margin:6px 0}.device-diff .overlay-wrap{max-height:60vh}form.points{margin:10px 0}
        .legend span{margin-right:14px}.legend .b{color:#999}.legend .a{color:#2b5fad}.legend .m{color:#d22}
        </style></head><body>
        <header><a href="/">Trellis</a><span class="where">{{site}}</span></header>
        <main>
        """

    static let footer = """
        </main>
        <script>
        // A component's states: one at a time, switched by its buttons; the choice is kept
        // per component so the preview's re-drawn body shows the state that was chosen.
        const chosenStates={};
        function showStates(root){for(const board of root.querySelectorAll('.state-board')){
        const name=board.dataset.name,want=chosenStates[name]??'';
        const groups=board.querySelectorAll('.state'),buttons=board.querySelectorAll('button[data-state]');
        if(buttons.length===0)continue;
        for(const group of groups)group.hidden=group.dataset.state!==want;
        for(const button of buttons){button.classList.toggle('on',button.dataset.state===want);
        button.onclick=()=>{chosenStates[name]=button.dataset.state;showStates(board.parentNode)}}}}
        showStates(document);
        </script>
        </body></html>
        """

    /// A component's pictures on each device, one group per state (the base first).
    static let statesPartial = """
        <div class="state-board" data-name="{{name}}">
        {{#hasStates}}<p class="states">state {{#stateGroups}}<button type="button" data-state="{{key}}">{{label}}</button> {{/stateGroups}}</p>{{/hasStates}}
        {{#stateGroups}}<div class="state" data-state="{{key}}">{{#hasStates}}<h3 class="state-name">{{label}}</h3>{{/hasStates}}<div class="devices">
        {{#pictures}}<figure class="device" data-device="{{device}}"><figcaption><strong>{{device}}</strong> <span class="{{#ok}}ok{{/ok}}{{^ok}}bad{{/ok}}">{{status}}</span></figcaption>{{{svg}}}</figure>{{/pictures}}
        </div></div>{{/stateGroups}}
        </div>
        """

    /// One release on the library page (`{{{releases}}}` holds them, rendered apart).
    static let releasePartial = """
        <li><a href="/r/{{link}}"><strong>{{name}}</strong></a> <span class="muted">{{author}}, {{time}}</span> — {{#components}}<a class="tag" href="/c/{{link}}">{{name}}</a>{{/components}}</li>
        """

    /// One component's card on the library page (`{{{components}}}` holds them, rendered apart).
    static let cardPartial = """
        <div class="card component" data-name="{{lowercased}}">
        <h3><a href="/c/{{link}}">{{name}}</a></h3>
        <div class="muted">{{kind}} · {{version}}</div>
        <a class="thumb" href="/c/{{link}}">{{#thumbnail}}<img loading="lazy" alt="{{name}} on {{device}}" src="/c/{{link}}/svg/{{device}}">{{/thumbnail}}{{^thumbnail}}<span class="muted">{{kind}}</span>{{/thumbnail}}</a>
        <div>{{#tags}}<span class="tag">{{.}}</span>{{/tags}}</div>
        </div>
        """

    static let libraryPage = """
        {{> header}}
        <h1>Library</h1>
        <p class="muted">{{count}} components · change {{latest}}</p>
        <form method="get" action="/"><input type="search" name="q" id="search" value="{{query}}" placeholder="Search components" autocomplete="off"></form>
        {{#hasReleases}}<h2>Releases</h2><ul class="releases">{{{releases}}}</ul>{{/hasReleases}}
        <h2>Components</h2>
        <div class="grid" id="components">
        {{{components}}}
        </div>
        {{^hasComponents}}<p class="muted">No component matches.</p>{{/hasComponents}}
        <script>
        // Filters the cards as you type; the form still works without JavaScript.
        const input=document.getElementById('search');
        input.addEventListener('input',()=>{const q=input.value.toLowerCase();
        for(const card of document.querySelectorAll('.card.component')){card.style.display=card.dataset.name.includes(q)?'':'none'}});
        </script>
        {{> footer}}
        """

    static let componentPage = """
        {{> header}}
        <h1>{{name}}</h1>
        <p class="muted">{{kind}} · version <a href="/c/{{link}}/v/{{versionID}}">{{version}}</a> by {{author}}, {{time}} — {{message}}
        {{#tags}}<span class="tag">{{.}}</span>{{/tags}}</p>
        {{#note}}<p class="warn">{{.}}</p>{{/note}}
        {{> states}}
        <h2>Problems</h2>
        {{#hasProblems}}<ul class="problems">{{#problems}}<li class="{{severity}}"><span class="{{#isError}}bad{{/isError}}{{^isError}}warn{{/isError}}">{{severity}}: {{kind}}</span> {{message}}
        {{#anchor}}<a href="{{.}}">{{place}}</a>{{/anchor}} <span class="muted">{{whereText}}</span>{{#hint}}<br><span class="muted">hint: {{.}}</span>{{/hint}}{{#fixIts}}<br>fix-it: {{.}}{{/fixIts}}</li>{{/problems}}</ul>{{/hasProblems}}
        {{^problems}}<p class="ok">no problems</p>{{/problems}}
        <h2>Source <span class="muted">{{path}}</span></h2>
        <table class="source">{{#lines}}<tr id="L{{number}}"{{#problem}} class="problem"{{/problem}}><td class="n"><a href="#L{{number}}">{{number}}</a></td><td>{{text}}</td></tr>{{#notes}}<tr class="note"><td></td><td>{{.}}</td></tr>{{/notes}}{{/lines}}</table>
        <h2>Uses</h2>
        <p>{{#uses}}<a class="tag" href="/c/{{link}}">{{name}}</a>{{/uses}}{{^uses}}<span class="muted">nothing</span>{{/uses}}</p>
        <h2>Used by</h2>
        <p>{{#usedBy}}<a class="tag" href="/c/{{link}}">{{name}}</a>{{/usedBy}}{{^usedBy}}<span class="muted">nothing</span>{{/usedBy}}</p>
        <h2>History</h2>
        <ul class="history">{{#history}}<li><a href="/c/{{link}}/v/{{id}}">{{short}}</a> {{message}} <span class="muted">{{author}}, {{time}}</span>{{#tags}} <span class="tag">{{.}}</span>{{/tags}}</li>{{/history}}</ul>
        {{> footer}}
        """

    static let versionPage = """
        {{> header}}
        <h1><a href="/c/{{link}}">{{name}}</a> @ {{short}}</h1>
        <p>{{message}}</p>
        <p class="muted">by {{author}}, {{time}} · {{#parent}}compared with <a href="/c/{{link}}/v/{{parentID}}">{{parentShort}}</a>{{/parent}}{{^parent}}the first version{{/parent}}
        {{#tags}} <span class="tag">{{.}}</span>{{/tags}}</p>
        <h2>What changed</h2>
        <ul class="changes">{{#changes}}<li class="{{operation}}">{{text}}</li>{{/changes}}{{^changes}}<li class="muted">nothing in the component itself</li>{{/changes}}</ul>
        <h2>Before and after on {{device}}</h2>
        <p>{{#devices}}<a class="tag" href="?device={{.}}">{{.}}</a>{{/devices}}</p>
        {{#note}}<p class="warn">{{.}}</p>{{/note}}
        <p class="legend"><span class="b">▭ before</span><span class="a">▭ after</span><span class="m">▭ moved or resized</span></p>
        <ul class="moves">{{#moved}}<li><strong>{{path}}</strong> {{before}} → {{after}}</li>{{/moved}}{{#added}}<li class="added">+ {{.}}</li>{{/added}}{{#removed}}<li class="removed">- {{.}}</li>{{/removed}}</ul>
        {{^moved}}<p class="muted">Nothing moved on {{device}}.</p>{{/moved}}
        <div class="zoom">zoom <input type="range" id="zoom" min="1" max="8" step="0.5" value="1"> <span id="zoomValue">1×</span></div>
        <div class="overlay-wrap" id="overlay">{{{overlay}}}</div>
        <script>
        // Scales the overlay so a 2-pt move can be seen.
        const svg=document.querySelector('#overlay svg'),zoom=document.getElementById('zoom');
        if(svg){const w=svg.width.baseVal.value,h=svg.height.baseVal.value;
        zoom.addEventListener('input',()=>{svg.setAttribute('width',w*zoom.value);svg.setAttribute('height',h*zoom.value);
        document.getElementById('zoomValue').textContent=zoom.value+'×'})}
        </script>
        {{> footer}}
        """

    /// A release against the one before it, or the relayout between two points: per
    /// component that moves, its structural diff and each device's before/after overlay.
    static let comparisonPage = """
        {{> header}}
        <h1>{{heading}}</h1>
        {{#isRelease}}<div class="message" id="message">{{#message}}<p>{{.}}</p>{{/message}}{{#noMessage}}<p class="muted">This hub keeps no message for this release (a release's message is kept by the store that made it).</p>{{/noMessage}}</div>
        <p class="muted">{{byline}} · compared with {{fromTitle}}</p>{{/isRelease}}
        <form class="points" method="get" action="/relayout">Relayout from <input name="from" value="{{from}}" size="14" placeholder="change, release or version"> to <input name="to" value="{{to}}" size="14" placeholder="now"> <button>Compare</button>
        <span class="muted">releases: {{#releases}}<a class="tag" href="/r/{{link}}">{{name}}</a>{{/releases}}{{^releases}}none{{/releases}}</span></form>
        <p class="summary">{{summary}}</p>
        <p class="legend"><span class="b">▭ before</span><span class="a">▭ after</span><span class="m">▭ moved or resized</span></p>
        <div class="zoom">zoom <input type="range" id="zoom" min="1" max="8" step="0.5" value="1"> <span id="zoomValue">1×</span></div>
        {{#rows}}<section class="compared" data-component="{{name}}"><h2><a href="/c/{{link}}">{{name}}</a> <span class="tag">{{status}}</span> <span class="muted">{{beforeShort}} → {{afterShort}}</span></h2>
        {{#isChanged}}<ul class="changes">{{#changes}}<li class="{{operation}}">{{text}}</li>{{/changes}}</ul>{{/isChanged}}
        {{#notes}}<p class="warn">{{.}}</p>{{/notes}}
        <div class="devices">{{#devices}}<div class="device-diff" data-device="{{device}}"><h3>{{device}}</h3>
        <ul class="moves">{{#moved}}<li><strong>{{path}}</strong> {{before}} → {{after}}</li>{{/moved}}{{#added}}<li class="added">+ {{.}}</li>{{/added}}{{#removed}}<li class="removed">- {{.}}</li>{{/removed}}</ul>
        <div class="overlay-wrap">{{{overlay}}}</div></div>{{/devices}}</div>
        {{#still}}<p class="muted">nothing moves on {{.}}</p>{{/still}}
        </section>{{/rows}}
        {{^rows}}<p class="muted">Nothing changed between these points.</p>{{/rows}}
        <script>
        // Scales every overlay so a 2-pt move can be seen.
        const overlays=[...document.querySelectorAll('.overlay-wrap svg')].map(svg=>[svg,svg.width.baseVal.value,svg.height.baseVal.value]);
        const zoom=document.getElementById('zoom');
        zoom.addEventListener('input',()=>{for(const [svg,w,h] of overlays){svg.setAttribute('width',w*zoom.value);svg.setAttribute('height',h*zoom.value)}
        document.getElementById('zoomValue').textContent=zoom.value+'×'});
        </script>
        {{> footer}}
        """

    static let tokenPage = """
        {{> header}}
        <h1>This hub needs its read token</h1>
        {{#wrong}}<p class="bad">That token is not this hub's.</p>{{/wrong}}
        <form method="get" action="{{action}}"><label>Read token <input type="password" name="token" autofocus></label> <button>Open</button></form>
        <p class="muted">The token is kept in a cookie for this site; the command line's clients send it as <code>Authorization: Bearer TOKEN</code>.</p>
        {{> footer}}
        """

    static let notFoundPage = """
        {{> header}}
        <h1>Not found</h1>
        <p>{{message}}</p>
        <p><a href="/">Back to the library</a></p>
        {{> footer}}
        """

    static let previewPage = """
        {{> header}}
        <h1>Preview</h1>
        <p class="muted">Re-drawn on every save of {{watching}} · <span id="state">live</span></p>
        <div id="preview">{{{body}}}</div>
        <script>
        // The server pushes the re-drawn body after each save (server-sent events).
        const source=new EventSource('/preview/events');
        source.addEventListener('update',e=>{const preview=document.getElementById('preview');preview.innerHTML=JSON.parse(e.data).html;showStates(preview);
        document.getElementById('state').textContent='updated '+new Date().toLocaleTimeString()});
        source.onerror=()=>{document.getElementById('state').textContent='reconnecting…'};
        </script>
        {{> footer}}
        """

    static let previewBody = """
        <div class="generation" data-generation="{{generation}}"></div>
        {{#components}}<section class="preview-component" data-name="{{name}}"><h2>{{name}}</h2>
        {{#hasProblems}}<ul class="problems">{{#problems}}<li><span class="{{#isError}}bad{{/isError}}{{^isError}}warn{{/isError}}">{{severity}}: {{kind}}</span> {{message}} <span class="muted">{{place}} {{whereText}}</span>{{#hint}}<br><span class="muted">hint: {{.}}</span>{{/hint}}</li>{{/problems}}</ul>{{/hasProblems}}
        {{^problems}}<p class="ok">no problems</p>{{/problems}}
        {{#note}}<p class="warn">{{.}}</p>{{/note}}
        {{> states}}
        </section>{{/components}}
        """
}
