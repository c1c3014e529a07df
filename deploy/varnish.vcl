vcl 4.1;

# The reference deployment's CDN (npm run cluster; deploy/README.md), in front of HAProxy. It keeps
# what the app calls public (Cache-Control: s-maxage) and passes the rest; pages carry surrogate keys
# (Surrogate-Key) that a purge names (PURGE with an xkey-purge header, from this machine only).

import std;
import xkey;

backend balancer {
  .host = "127.0.0.1";
  .port = "8081";
}

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "No xkey-purge header"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone));
  }
  # The operator's endpoints are never public (the app refuses them through a proxy too).
  if (req.url ~ "^/(healthz|readyz|metrics)(\?|$)") {
    return (synth(404, "Not Found"));
  }
  # A public page reads nothing of the visitor but the session cookie (the app's own page cache
  # keys on the same): without a session, no cookie reaches the app and the page may be shared.
  if (req.http.Cookie !~ "(^|;\s*)fc_session=") {
    unset req.http.Cookie;
  }
}

sub vcl_backend_response {
  # A copy being refreshed in the background stays while the app cannot answer (stale-if-error).
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # A stale copy is served while a fresh one is fetched, and while the app cannot answer.
  set beresp.grace = 5m;
  set beresp.keep = 1h;
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "hit";
  } else {
    set resp.http.X-Cache = "miss";
  }
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
