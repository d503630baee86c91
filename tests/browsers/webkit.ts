import { spawn, type ChildProcess } from "node:child_process";
import { Builder, type WebDriver, type WebElement } from "selenium-webdriver";
import { freePort } from "../../scripts/lib/free-port.mjs";

/** Where Debian's libwebkit2gtk-4.1-0 puts its MiniBrowser (webkit2gtk-driver drives it). */
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

export interface WebKit {
  driver: WebDriver;
  stop(): Promise<void>;
}

/**
 * WebKitGTK's WebDriver (Debian's webkit2gtk-driver) under a virtual X display (its headless
 * mode does not start here), with MiniBrowser in automation mode, driven by selenium-webdriver.
 * Started once for the whole file; stop() ends the session, the driver and Xvfb together.
 */
export async function startWebKit(): Promise<WebKit> {
  const port = (await freePort()) as number;
  // Its own process group, so stopping it stops xvfb-run's Xvfb and the driver with it.
  const proc: ChildProcess = spawn("xvfb-run", ["-a", "-s", "-screen 0 1600x1200x24", "WebKitWebDriver", `--port=${port}`], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let log = "";
  proc.stderr!.on("data", (d) => (log += d));
  const kill = () => {
    try {
      if (proc.pid && proc.exitCode === null) process.kill(-proc.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${proc.exitCode}:\n${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      kill();
      throw new Error(`WebKitWebDriver did not answer in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      })
      .build();
    return {
      driver,
      async stop() {
        await driver.quit().catch(() => {});
        kill();
      },
    };
  } catch (error) {
    kill();
    throw error;
  }
}

/**
 * WebKitWebDriver has no console log endpoint: after each navigation (the load event, before
 * the scripts that hydrate are added: ADR 008) the page's console errors and uncaught errors
 * are recorded in the page, and read back with `errors()`.
 */
export async function watchErrors(driver: WebDriver) {
  await driver.executeScript(`
    const errors = (window.__smokeErrors = []);
    const original = console.error;
    console.error = (...args) => { errors.push(args.map(String).join(" ")); original.apply(console, args); };
    window.addEventListener("error", (e) => errors.push(String(e.message || e.type)));
    window.addEventListener("unhandledrejection", (e) => errors.push("unhandled rejection: " + String(e.reason)));
  `);
}

export async function errors(driver: WebDriver): Promise<string[]> {
  return driver.executeScript("return window.__smokeErrors || ['(the error watch was lost: the page reloaded)']");
}

/** Polls a condition in the page (a script returning a boolean) until it holds. */
export async function until(driver: WebDriver, script: string, message: string, timeout = 20_000) {
  await driver.wait(async () => Boolean(await driver.executeScript(`return (${script})`)), timeout, message);
}

/**
 * Brings an element to the middle of the window and clicks it once it holds still with nothing
 * over its centre. The page scrolls smoothly (app.css), so a scroll, or the focus a closing
 * dialog returns to its photograph, may still be moving it; and Radix gives the page its pointer
 * events back a moment after a dialog closes. WebDriver clicks where the element was.
 */
export async function clickWhenOnTop(driver: WebDriver, element: WebElement) {
  let last = "";
  await driver.wait(async () => {
    const seen = await driver.executeScript<string | null>(
      `const el = arguments[0];
       let r = el.getBoundingClientRect();
       if (r.top < 0 || r.bottom > innerHeight) {
         el.scrollIntoView({ block: "center", behavior: "instant" });
         r = el.getBoundingClientRect();
       }
       const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
       const free = !!top && el.contains(top) && getComputedStyle(document.body).pointerEvents !== "none";
       return free ? r.top + "," + r.left : null;`,
      element,
    );
    const still = seen !== null && seen === last;
    last = seen ?? "";
    return still;
  }, 10_000, "the element holds still with nothing over it");
  await element.click();
}

export const HYDRATED = `document.documentElement.hasAttribute("data-hydrated")`;

/** No new resource for half a second: what the page fetches when idle (ADR 008) has arrived. */
export async function networkQuiet(driver: WebDriver) {
  let last = -1;
  let since = Date.now();
  await driver.wait(async () => {
    const count = Number(await driver.executeScript("return performance.getEntriesByType('resource').length"));
    if (count !== last) [last, since] = [count, Date.now()];
    return Date.now() - since >= 500;
  }, 20_000);
}
