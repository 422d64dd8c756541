/**
 * A corpus of cross-site scripting payloads for the hostile scenario: the classic filter-evasion
 * vectors, written for this project after the families catalogued by OWASP's "XSS Filter Evasion
 * Cheat Sheet" (cheatsheetseries.owasp.org) and Cure53's "HTML5 Security Cheatsheet"
 * (html5sec.org): event handlers on every kind of element, script URLs in every attribute that
 * takes a URL, with the encodings and whitespace that fooled filters, script and style elements
 * hidden by broken markup, namespace confusion (SVG, MathML, templates) and mutation XSS, and
 * links that try to keep a handle on the page. Every payload, if it ran, would set PWNED or open
 * a dialog; the hostile browser test fails on either.
 */

/** What any payload does when it runs; the hostile browser test fails if `window.__pwned` exists. */
export const PWNED = 'window.__pwned=1';

const ELEMENT_HANDLERS: readonly string[] = [
  '<img src=x onerror=CALL>',
  '<img src="x" onerror="CALL">',
  '<IMG SRC=x oNeRrOr=CALL>',
  '<img/src="x"/onerror="CALL">',
  '<img src=x onerror\t=\tCALL>',
  '<image src=x onerror=CALL>',
  '<svg onload=CALL>',
  '<svg/onload=CALL>',
  '<body onload=CALL>',
  '<body onpageshow=CALL>',
  '<input autofocus onfocus=CALL>',
  '<select autofocus onfocus=CALL></select>',
  '<textarea autofocus onfocus=CALL></textarea>',
  '<details open ontoggle=CALL><summary>x</summary></details>',
  '<video src=x onerror=CALL></video>',
  '<video><source onerror=CALL></video>',
  '<audio src=x onerror=CALL></audio>',
  '<iframe onload=CALL></iframe>',
  '<marquee onstart=CALL>x</marquee>',
  '<object data=x onerror=CALL></object>',
  '<div onpointerenter=CALL>hover</div>',
  '<a onmouseover=CALL>hover</a>',
  '<p onclick=CALL>click</p>',
  '<div tabindex=1 onfocus=CALL autofocus>x</div>',
  '<style onload=CALL></style>',
  '<link rel=stylesheet href=x onerror=CALL>',
  '<table background=x onerror=CALL></table>',
  '<div popover id=p onbeforetoggle=CALL>x</div>',
  '<xss onanimationstart=CALL style=animation-name:x>',
  '<button onfocusin=CALL autofocus>x</button>',
  // An item in no list: parsed inside the page's own list item, it would close it.
  '<li style=list-style:url() onerror=CALL></li>',
  '<dd onclick=CALL>x</dd>',
];

const URL_ATTRIBUTES: readonly string[] = [
  '<a href="URL">link</a>',
  '<a href="URL" target="_blank">new tab link</a>',
  '<area href="URL" alt="area">',
  '<iframe src="URL"></iframe>',
  '<form action="URL"><button>go</button></form>',
  '<button formaction="URL">go</button>',
  '<object data="URL"></object>',
  '<embed src="URL">',
  '<img src="URL">',
  '<svg><a xlink:href="URL"><text y="20">svg link</text></a></svg>',
  '<math href="URL">math link</math>',
];

/** javascript: as filters missed it: case, entities, control characters and whitespace. */
const SCRIPT_URLS: readonly string[] = [
  'javascript:CALL',
  'JaVaScRiPt:CALL',
  ' javascript:CALL',
  'jav&#x09;ascript:CALL',
  'jav&#x0A;ascript:CALL',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;CALL',
  '&#x6A;avascript:CALL',
  '&#0000106avascript:CALL',
  '\u0001javascript:CALL',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cucGFyZW50Ll9fcHduZWQ9MTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
];

const SPECIALS: readonly string[] = [
  '<script>CALL</script>',
  '<SCRIPT>CALL</SCRIPT>',
  '<script src=data:,CALL></script>',
  '<script/xss>CALL</script>',
  '<scr<script>ipt>CALL</scr</script>ipt>',
  '<<script>CALL;//<</script>',
  '</title><script>CALL</script>',
  '</textarea><script>CALL</script>',
  '"><script>CALL</script>',
  "'><img src=x onerror=CALL>",
  '<!--<img src="--><img src=x onerror=CALL//">',
  '<![CDATA[><img src=x onerror=CALL>]]>',
  '<noscript><p title="</noscript><img src=x onerror=CALL>"></noscript>',
  '<svg><style><img src=x onerror=CALL></style></svg>',
  '<svg><script>CALL</script></svg>',
  '<svg><animate onbegin=CALL attributeName=x dur=1s>',
  '<svg><set onbegin=CALL attributeName=x to=1>',
  '<svg><a><animate attributeName=href values=javascript:CALL /><text y=20>click</text></a></svg>',
  '<svg><foreignObject><img src=x onerror=CALL></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=CALL></style></mglyph></table></mtext></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=CALL>',
  '<math><mi><style><img src=x onerror=CALL></style></mi></math>',
  '<template><img src=x onerror=CALL></template>',
  '<iframe srcdoc="<script>parent.CALL</script>"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<meta http-equiv="refresh" content="0;url=javascript:CALL">',
  '<base href="javascript:CALL//">',
  '<link rel="import" href="data:text/html,<script>CALL</script>">',
  '<div style="background:url(javascript:CALL)">x</div>',
  '<div style="width:expression(CALL)">x</div>',
  '<style>@import "javascript:CALL";</style>',
  '<style>body{background:url("javascript:CALL")}</style>',
  '<a href="https://evil.example/" target="_blank" rel="opener">keeps the opener</a>',
  '<a href="https://evil.example/" target="other" rel="noreferrer">named target</a>',
  '<a href="/\\evil.example/" target="_blank">backslash host</a>',
  '<a href="/\t/evil.example/">tab host</a>',
  '<form id="location" name="cookie"><input name="href"></form>',
  '<img name="getElementById" src="x">',
  '<div id="main" tabindex="-1">a second main</div>',
  '<isindex action="javascript:CALL" type="image">',
  '<keygen autofocus onfocus=CALL>',
  '<x contenteditable onblur=CALL>x</x>',
];

/** Each template with CALL replaced, alternating the effect so both detectors are exercised. */
function instantiate(templates: readonly string[], offset: number): string[] {
  return templates.map((template, index) => template.replaceAll('CALL', (index + offset) % 2 === 0 ? PWNED : 'alert(1)'));
}

export const XSS_CORPUS: readonly string[] = [
  ...instantiate(ELEMENT_HANDLERS, 0),
  ...URL_ATTRIBUTES.flatMap((attribute, a) =>
    instantiate(
      SCRIPT_URLS.map((url) => attribute.replace('URL', url)),
      a,
    ),
  ),
  ...instantiate(SPECIALS, 1),
];
