/**
 * Runs connect-style middleware, `(req, res, next)`, in order on a plain node:http request:
 * what Express did for this server, without its router and request prototypes, which cost
 * the form posts about 8% of their throughput (docs/decisions/019). `next(error)` or a
 * handler that throws (or rejects) ends in `onError`. Every request gets `res.locals`, the
 * place middleware leaves what later ones read (the request id, the CSP nonce, the client).
 */
export function chain(middleware, onError) {
  return function handle(req, res) {
    res.locals = {};
    let index = 0;
    const next = (error) => {
      if (error !== undefined && error !== null) return onError(error, req, res);
      const handler = middleware[index++];
      if (!handler) return onError(Object.assign(new Error("No handler answered"), { status: 404 }), req, res);
      try {
        const result = handler(req, res, next);
        if (result && typeof result.then === "function") result.then(undefined, next);
      } catch (error) {
        next(error);
      }
    };
    next();
  };
}
