import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../tests/support/server.mjs";
const routes = process.argv.slice(2);
const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
try {
  for (const r of routes) {
    const { lhr } = await lighthouse(server.url + r, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const a = lhr.audits;
    console.log(`\n== ${r}: P ${Math.round(lhr.categories.performance.score*100)} FCP ${a["first-contentful-paint"].numericValue|0} LCP ${a["largest-contentful-paint"].numericValue|0} TBT ${a["total-blocking-time"].numericValue|0} SI ${a["speed-index"].numericValue|0}`);
    const el = a["largest-contentful-paint-element"]?.details?.items ?? [];
    for (const it of el) console.log(JSON.stringify(it).slice(0, 700));
    const lt = a["long-tasks"]?.details?.items ?? [];
    console.log("long tasks:", lt.map((t) => `${t.url?.replace(/.*\//, "")}@${t.startTime|0}:${t.duration|0}`).join(" "));
    const mt = a["mainthread-work-breakdown"]?.details?.items ?? [];
    console.log("main thread:", mt.map((t) => `${t.group}:${t.duration|0}`).join(" "));
    const bt = a["bootup-time"]?.details?.items ?? [];
    console.log("bootup:", bt.map((t) => `${t.url?.replace(/.*\//, "")}:${t.total|0}/${t.scripting|0}`).join(" "));
  }
} finally { await chrome.kill(); await server.stop(); }
