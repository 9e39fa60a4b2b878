// The report's inline stylesheet (no external resources).
extension ReportHTML {
    static let css = #"""
:root{--bg:#f3f4f6;--card:#fff;--ink:#111827;--muted:#6b7280;--line:#e5e7eb;--failed:#dc2626;--failed-bg:#fee2e2;--env:#b45309;--env-bg:#fef3c7;--new:#2563eb;--new-bg:#dbeafe;--passed:#059669;--passed-bg:#d1fae5;--penv:#0f766e;--penv-bg:#ccfbf1;--accent:#4f46e5;--stage:#1f2023}
*{box-sizing:border-box}
html,body{margin:0;padding:0}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Inter,Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg)}
kbd{font:11px/1 ui-monospace,SFMono-Regular,Menlo,"DejaVu Sans Mono",monospace;border:1px solid #cbd5e1;border-bottom-width:2px;border-radius:4px;padding:1px 4px;background:#f8fafc;color:#334155}
code,pre{font:12.5px/1.5 ui-monospace,SFMono-Regular,Menlo,"DejaVu Sans Mono",monospace}
button{font:inherit;cursor:pointer}
.muted{color:var(--muted)}.small{font-size:12px}
.top{position:sticky;top:0;z-index:5;display:flex;align-items:center;gap:24px;padding:12px 24px;background:#111827;color:#f9fafb;box-shadow:0 1px 0 rgba(0,0,0,.2)}
.brand{font-weight:700;font-size:16px;letter-spacing:.2px;white-space:nowrap}.brand .sub{font-weight:400;color:#9ca3af;margin-left:4px}.logo{color:#818cf8}
.counts{display:flex;gap:8px;flex-wrap:wrap}
.count{display:inline-flex;align-items:baseline;gap:6px;border:0;border-radius:999px;padding:5px 12px;font-size:13px;background:#1f2937;color:#d1d5db}
.count b{font-size:15px;color:#fff}
button.count:hover{filter:brightness(1.25)}
.count.passed b{color:#6ee7b7}.count.failed b{color:#fca5a5}.count.environment b{color:#fcd34d}.count.new b{color:#93c5fd}.count.passedenv b{color:#5eead4}.count.recorded b{color:#c4b5fd}
.count.total{background:transparent;color:#9ca3af}.count.groups{background:#312e81;color:#c7d2fe}.count.groups b{color:#fff}
main{max-width:1680px;margin:0 auto;padding:20px 24px 40px}
.filterbar{display:flex;align-items:center;gap:12px;flex-wrap:wrap;margin-bottom:16px}
#filter{flex:0 1 420px;min-width:240px;padding:8px 12px;border:1px solid #d1d5db;border-radius:8px;font:inherit;background:#fff}
#filter:focus{outline:2px solid var(--accent);outline-offset:0;border-color:transparent}
.kinds{display:inline-flex;border:1px solid #d1d5db;border-radius:8px;overflow:hidden;background:#fff}
.kinds button{border:0;background:none;padding:7px 12px;color:#374151}.kinds button+button{border-left:1px solid #e5e7eb}
.kinds button.on{background:#111827;color:#fff}
.hint{margin-left:auto}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(330px,1fr));gap:14px}
.card[hidden]{display:none}
.card{display:flex;flex-direction:column;background:var(--card);border:1px solid var(--line);border-radius:12px;overflow:hidden;color:inherit;text-decoration:none;transition:box-shadow .12s,transform .12s;border-top:3px solid var(--failed)}
.card:hover,.card:focus{box-shadow:0 6px 20px rgba(17,24,39,.12);transform:translateY(-1px);outline:none}
.card:focus-visible{outline:2px solid var(--accent)}
.card.kind-environment{border-top-color:var(--env)}.card.kind-passed-environment{border-top-color:var(--penv)}.card.kind-new{border-top-color:var(--new)}
.thumb{height:132px;display:flex;align-items:center;justify-content:center;padding:10px;background-color:#eceef1;background-image:linear-gradient(45deg,#e2e5e9 25%,transparent 25%,transparent 75%,#e2e5e9 75%),linear-gradient(45deg,#e2e5e9 25%,transparent 25%,transparent 75%,#e2e5e9 75%);background-size:16px 16px;background-position:0 0,8px 8px}
.thumb img{max-width:100%;max-height:112px;display:block;image-rendering:pixelated;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.tlayer{position:relative;display:inline-block;max-width:100%;line-height:0}
.tbox{position:absolute;border:2px solid #f43f5e;border-radius:2px;box-shadow:0 0 0 1px rgba(255,255,255,.7);margin:-3px 0 0 -3px;padding:2px;box-sizing:content-box}
.card.multi{box-shadow:4px 4px 0 -1px #fff,4px 4px 0 0 var(--line),8px 8px 0 -1px #fff,8px 8px 0 0 var(--line)}
.card.sel{outline:3px solid var(--accent);outline-offset:2px}
.gcount{font-weight:700;font-size:12.5px;color:#fff;background:var(--accent);border-radius:999px;padding:1px 8px}
.more{height:1px}
#groupview{position:fixed;inset:0;z-index:8;overflow:auto;background:var(--bg);padding:0 24px 40px}
#groupview[hidden]{display:none}
.gbar{position:sticky;top:0;z-index:2;display:flex;align-items:center;gap:14px;flex-wrap:wrap;margin:0 -24px 8px;padding:10px 24px;background:#111827;color:#f9fafb}
.gbar button{background:#26282d;color:#e5e7eb;border:1px solid #3a3d44;border-radius:7px;padding:4px 10px}
.gtitle{display:flex;align-items:baseline;gap:10px;flex:1 1 300px;min-width:0}.gtitle b{font-size:16px}.gtitle .muted{color:#9ca3af}
.gbar .cmdrow{flex:1 1 420px}.gbar pre.cmd{margin:0;background:#0b0c0e;border:1px solid #2c2e33}
.gbar .cmdrow button{background:#4f46e5;color:#fff;border:0}
.ghint{margin:4px 0 12px}
.gpos{color:#a5b4fc;font-size:12px;font-variant-numeric:tabular-nums;margin-right:4px}
.meta{padding:10px 14px 12px;display:flex;flex-direction:column;gap:2px}
.line1{display:flex;align-items:center;gap:8px}
.badge{display:inline-block;font-size:10.5px;font-weight:700;letter-spacing:.5px;text-transform:uppercase;border-radius:4px;padding:2px 6px}
.badge.failed{background:var(--failed-bg);color:var(--failed)}.badge.environment{background:var(--env-bg);color:var(--env)}.badge.new{background:var(--new-bg);color:var(--new)}.badge.passed-environment{background:var(--penv-bg);color:var(--penv)}.badge.layout{background:#ede9fe;color:#6d28d9}
.group{color:var(--muted);font-size:12px}
.cname{font-weight:650;font-size:15px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.variant{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,"DejaVu Sans Mono",monospace;color:#4b5563;overflow-wrap:anywhere}
.stats{display:flex;gap:10px;align-items:baseline;margin-top:4px;font-size:12.5px;flex-wrap:wrap}
.stats .px{font-weight:650;color:var(--failed)}.kind-environment .stats .px{color:var(--env)}.kind-passed-environment .stats .px{color:var(--penv)}
.stats .tol{margin-left:auto;color:var(--muted);font-size:11.5px}
.allgood{text-align:center;padding:80px 0}.allgood .tick{font-size:64px;color:var(--passed)}
.footer{margin-top:32px;color:#374151}.footer h2{font-size:15px;margin:20px 0 6px}
pre.cmd{background:#111827;color:#e5e7eb;padding:8px 12px;border-radius:8px;overflow-x:auto;margin:6px 0;white-space:pre-wrap;word-break:break-all}
.passedlist summary{cursor:pointer;margin-top:16px;font-weight:600}.passedlist ul{columns:3 320px;font:12px/1.6 ui-monospace,monospace;color:#4b5563}
.notes li{color:var(--env)}
#viewer{position:fixed;inset:0;z-index:10;display:flex;flex-direction:column;background:var(--stage);color:#e5e7eb}
#viewer[hidden]{display:none}
.vbar{display:flex;align-items:center;gap:10px;padding:8px 12px;background:#111214;border-bottom:1px solid #2c2e33;flex-wrap:wrap}
.vbar button{background:#26282d;color:#e5e7eb;border:1px solid #3a3d44;border-radius:7px;padding:4px 8px}
.vbar button:hover:not(:disabled){background:#30333a}
.vbar button:disabled{opacity:.35;cursor:default}
.vbar button.on{background:#e5e7eb;color:#111827;border-color:#e5e7eb}
.vbar button.on kbd{background:#fff}
.vbar kbd{background:#1b1c20;color:#9ca3af;border-color:#3a3d44}
.nav{display:flex;align-items:center;gap:6px}#v-pos{min-width:56px;text-align:center;color:#9ca3af;font-variant-numeric:tabular-nums}
.vtitle{display:flex;align-items:baseline;gap:8px;min-width:320px;flex:1 1 0;overflow:hidden;white-space:nowrap}
.vtitle b{font-size:15px;color:#fff}.vtitle .variant{color:#9ca3af}.vtitle .group{color:#9ca3af}
.modes,.zoom,.bgsel{display:inline-flex;gap:4px;align-items:center}
.zoomlabel{color:#9ca3af;font-variant-numeric:tabular-nums;min-width:44px;margin-left:4px;font-size:12px}
.vbody{flex:1;display:flex;min-height:0}
.stage{flex:1;overflow:auto;padding:20px;position:relative}
.stage.bg-checker .frame,.stage.bg-checker .stack{background-color:#fff;background-image:linear-gradient(45deg,#d9dce1 25%,transparent 25%,transparent 75%,#d9dce1 75%),linear-gradient(45deg,#d9dce1 25%,transparent 25%,transparent 75%,#d9dce1 75%);background-size:16px 16px;background-position:0 0,8px 8px}
.stage.bg-light .frame,.stage.bg-light .stack{background:#fff}
.stage.bg-dark .frame,.stage.bg-dark .stack{background:#000}
.pane{display:none}
#viewer[data-mode="2up"] .pane[data-pane="2up"],#viewer[data-mode="swipe"] .pane[data-pane="swipe"],#viewer[data-mode="onion"] .pane[data-pane="onion"],#viewer[data-mode="blink"] .pane[data-pane="blink"],#viewer[data-mode="diff"] .pane[data-pane="diff"]{display:block}
.stage img[hidden],.stage .layered[hidden]{display:none!important}
.layered{position:relative;display:block;line-height:0}
.layered>.patch{position:absolute;left:0;top:0}
.layered.faded{background:#fff}.layered.faded>.base{filter:grayscale(1);opacity:.1}
.diffbg{background:#fff!important}
.stage img{display:block;image-rendering:pixelated;image-rendering:crisp-edges;image-rendering:pixelated;max-width:none;user-select:none;-webkit-user-drag:none}
.twoup{display:flex;flex-direction:column;gap:18px;align-items:flex-start}
.twoup.side{flex-direction:row}
figure{margin:0}
figcaption{font-size:12px;color:#9ca3af;margin-bottom:6px;text-transform:uppercase;letter-spacing:.6px;font-weight:600}
figcaption .dim{text-transform:none;letter-spacing:0;font-weight:400;color:#6b7280;margin-left:6px}
.frame{display:inline-block;line-height:0;box-shadow:0 0 0 1px #3a3d44;position:relative}
.box{position:absolute;display:none;box-sizing:border-box;border:2px solid #f43f5e;border-radius:3px;pointer-events:none;box-shadow:0 0 0 1px rgba(255,255,255,.6),0 0 0 1px rgba(255,255,255,.6) inset}
.stack{position:relative;line-height:0;box-shadow:0 0 0 1px #3a3d44;touch-action:none}
.stack>.layered,.stack>.clip{position:absolute;left:0;top:0}
.stack>.clip{width:100%;height:100%}
#swipe-stack{cursor:ew-resize}
.divider{position:absolute;top:-6px;bottom:-6px;width:0;border-left:2px solid #fbbf24;box-shadow:0 0 0 1px rgba(0,0,0,.5)}
.divider span{position:absolute;top:50%;left:-10px;width:18px;height:34px;margin-top:-17px;border-radius:6px;background:#fbbf24;box-shadow:0 1px 4px rgba(0,0,0,.5)}
.caption{display:flex;align-items:center;gap:16px;margin-bottom:10px;color:#d1d5db;font-size:13px;position:sticky;left:0;width:max-content}
.caption input[type=range]{width:240px;accent-color:#fbbf24}
.caption button{background:#26282d;color:#e5e7eb;border:1px solid #3a3d44;border-radius:7px;padding:3px 10px}
#blink-label{color:#fbbf24;display:inline-block;min-width:70px}
.sw{display:inline-block;width:10px;height:10px;border-radius:2px;vertical-align:-1px}.sw.red{background:#ff0000}.sw.yellow{background:#ffff00}
.missing{color:#fca5a5}
.info{width:340px;flex:none;overflow:auto;padding:16px 18px;background:#17181b;border-left:1px solid #2c2e33;font-size:13px}
.info h3{font-size:12px;text-transform:uppercase;letter-spacing:.6px;color:#9ca3af;margin:18px 0 6px}
.explain{margin:0 0 10px;color:#d1d5db}
.what{font-size:13px;color:#92400e;background:#fef3c7;border-radius:4px;padding:2px 6px;margin:2px 0;overflow-wrap:anywhere}
.whatpanel{background:#1f2937;border-left:3px solid #f59e0b;padding:4px 10px;margin:0 0 10px}.whatpanel h3{margin:4px 0}.whatpanel ul{margin:4px 0;padding-left:18px;color:#fde68a}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}
dt{color:#9ca3af}dd{margin:0;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.cmdrow{display:flex;gap:6px;align-items:flex-start}.cmdrow pre{flex:1;margin:0;background:#0b0c0e;border:1px solid #2c2e33}
.cmdrow button{background:#4f46e5;color:#fff;border:0;border-radius:7px;padding:6px 10px}
.info code{color:#e5e7eb}
.envbox{display:grid;grid-template-columns:1fr;gap:4px}
.envlabel{font-size:11px;color:#9ca3af;margin-top:4px}
.env{font:11.5px/1.5 ui-monospace,monospace;background:#0b0c0e;border:1px solid #2c2e33;border-radius:6px;padding:6px 8px;overflow-wrap:anywhere}
.env mark{background:#78350f;color:#fde68a;border-radius:3px;padding:0 2px}
.envfields{border-collapse:collapse;font:11.5px/1.5 ui-monospace,monospace;margin:2px 0 6px;width:100%}
.envfields th{text-align:left;font:600 11px system-ui,sans-serif;color:#9ca3af;padding:2px 8px 2px 0}
.envfields td{padding:2px 8px 2px 0;color:#fde68a;overflow-wrap:anywhere}.envfields td:first-child{color:#e5e7eb}
.keys td{padding:2px 8px 2px 0;color:#9ca3af}.keys kbd{background:#1b1c20;color:#d1d5db;border-color:#3a3d44}
@media (max-width:900px){.info{display:none}}
"""#
}
