/// The report's style sheet: system fonts, a checkerboard behind images (transparency shows),
/// radio-button tabs that need no script.
enum HTMLStyle {
    static let css = """
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d1d1f;background:#f5f5f7}
        header,main>section,.timeline,.passed-list{background:#fff;margin:16px;padding:12px 16px;border-radius:10px;box-shadow:0 1px 3px #0002}
        h1{font-size:20px;margin:0 0 8px}h2{font-size:16px;margin:0 0 6px}h2 a{color:inherit;text-decoration:none}
        code{font:12px ui-monospace,Menlo,monospace;background:#f0f0f2;padding:1px 4px;border-radius:4px}
        .paths,.tolerance{color:#555;margin:4px 0}.counts{font-weight:600;margin:6px 0}
        .notes{margin:6px 0;padding-left:20px;color:#a15c00}
        .badge{font-size:12px;font-weight:600;padding:2px 8px;border-radius:10px;color:#fff;vertical-align:middle}
        .counts .passed{color:#1a7f37}.counts .failed{color:#cf222e}.counts .new{color:#0969da}
        .counts .missing{color:#6e7781}.counts .error{color:#8250df}
        .badge.passed{background:#1a7f37;color:#fff}.badge.failed{background:#cf222e;color:#fff}.badge.new{background:#0969da;color:#fff}
        .badge.missing{background:#6e7781;color:#fff}.badge.error{background:#8250df;color:#fff}
        .bars{display:flex;align-items:flex-end;gap:1px;height:80px;border-bottom:1px solid #ccc}
        .bar{flex:1 1 0;min-width:2px;max-width:24px;display:block;border-radius:2px 2px 0 0}
        .bar.passed{background:#1a7f37}.bar.failed{background:#cf222e}.bar.new{background:#0969da}
        .bar.missing{background:#6e7781}.bar.error{background:#8250df}
        .bar.gap{height:100%;background:repeating-linear-gradient(45deg,#e0e0e0 0 3px,#fff 3px 6px)}
        a.bar:hover{opacity:.7}.axis{display:flex;justify-content:space-between;color:#777;font-size:12px}
        .detail{margin:0 0 8px;color:#333}
        .tabs>input{position:absolute;opacity:0}
        .tabs>label{display:inline-block;padding:4px 12px;margin:0 4px 8px 0;border-radius:6px;background:#eee;cursor:pointer}
        .tabs>input:checked+label{background:#1d1d1f;color:#fff}
        .tabs>.panel{display:none}
        .tabs>input:nth-of-type(1):checked~.panel:nth-of-type(1),.tabs>input:nth-of-type(2):checked~.panel:nth-of-type(2),
        .tabs>input:nth-of-type(3):checked~.panel:nth-of-type(3),.tabs>input:nth-of-type(4):checked~.panel:nth-of-type(4),
        .tabs>input:nth-of-type(5):checked~.panel:nth-of-type(5){display:block}
        figure{display:inline-block;margin:0 12px 0 0;vertical-align:top}figcaption{color:#777;font-size:12px}
        img{max-width:100%;display:block;outline:1px solid #d0d0d5;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
        .side{display:flex;flex-wrap:wrap;gap:12px}.side figure{flex:1 1 0;min-width:0}
        .slider{display:inline-block;max-width:100%}.stack{position:relative}
        .stack .over{position:absolute;left:0;top:0;clip-path:inset(0 0 0 var(--position))}
        .stack .handle{position:absolute;top:0;bottom:0;left:var(--position);width:2px;margin-left:-1px;background:#cf222e}
        .slider input{width:100%;margin:6px 0 0}.ends{display:flex;justify-content:space-between;color:#777;font-size:12px}
        .passed-list p{font:12px ui-monospace,Menlo,monospace;color:#555;word-spacing:6px}
        """
}
