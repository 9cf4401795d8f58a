// Offline stand-in for Google's gapi loader (https://apis.google.com/js/api.js), served only to the
// browser tests. It implements just the gapi.iframes surface that the Firebase Auth SDK (in the app page)
// and the Auth emulator's helper iframe (/emulator/auth/iframe) use to talk to each other.
(() => {
  const TAG = '__gapiStandIn';
  const PING = '__ping';
  const script = document.currentScript;

  /** A postMessage channel to one peer window, with named handlers whose return values are the replies. */
  function channel(getPeer, peerReady) {
    const handlers = new Map();
    const waiting = new Map(); // requests that arrived before their handler was registered, by name
    const pending = new Map(); // request id -> reply callback
    let lastId = 0;

    // Nothing is posted before the peer's copy of this script is listening.
    const post = (message) => peerReady.then(() => getPeer().postMessage({ [TAG]: message }, '*'));

    function answer({ id, name, data }) {
      new Promise((resolve) => resolve(handlers.get(name)(data)))
        .then(
          (value) => [value],
          (error) => {
            console.error(error);
            return [];
          },
        )
        .then((responses) => post({ id, responses }));
    }

    window.addEventListener('message', (event) => {
      const message = event.data?.[TAG];
      if (!message || event.source !== getPeer()) return;
      if (message.responses) {
        const callback = pending.get(message.id);
        pending.delete(message.id);
        callback?.(message.responses);
      } else if (handlers.has(message.name)) {
        answer(message);
      } else {
        waiting.set(message.name, [...(waiting.get(message.name) ?? []), message]);
      }
    });

    const peer = {
      register(name, handler) {
        handlers.set(name, handler);
        const requests = waiting.get(name) ?? [];
        waiting.delete(name);
        requests.forEach(answer);
      },
      send(name, data, callback) {
        const id = ++lastId;
        if (callback) pending.set(id, callback);
        post({ id, name, data });
      },
    };
    peer.register(PING, () => true);
    return peer;
  }

  let parentIframe;

  const context = {
    /** App side: inserts the helper iframe and hands a channel to it to `callback`. */
    open(options, callback) {
      const element = document.createElement('iframe');
      element.src = options.url;
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name === 'style') Object.assign(element.style, value);
        else element.setAttribute(name, value);
      }
      // The iframe's `load` comes after its synchronous api.js script has run.
      const loaded = new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
      (options.where ?? document.body).appendChild(element);
      const iframe = {
        ...channel(() => element.contentWindow, loaded),
        ping(done) {
          return new Promise((resolve) => iframe.send(PING, null, resolve)).then((responses) => {
            done?.();
            return responses;
          });
        },
        restyle: () => Promise.resolve([]),
      };
      return Promise.resolve(callback ? callback(iframe) : iframe);
    },
    /** Iframe side: the channel to the page that opened this iframe. */
    getParentIframe() {
      parentIframe ??= channel(() => window.parent, Promise.resolve());
      return parentIframe;
    },
  };

  window.gapi = {
    load(_feature, options) {
      (typeof options === 'function' ? options : options?.callback)?.();
    },
    iframes: {
      getContext: () => context,
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    },
  };
  // In the helper iframe the parent may ping before the page asks for its parent channel.
  if (window.parent !== window) context.getParentIframe();

  // The SDK names its loader callback in `?onload=`; the emulator's iframe page sets gapi_onload.
  const onload = script && new URL(script.src).searchParams.get('onload');
  if (onload) window[onload]?.();
  window.gapi_onload?.();
})();
