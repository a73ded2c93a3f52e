/*
 * Groen Kennisnet portlet embed: sizes each <iframe data-gkn-portlet> to its content.
 * Our own small postMessage protocol (README "Embedding a portlet"): the portlet page posts
 * {type: 'gkn-portlet:height', domain, height} to this page's origin, and only when this origin
 * is one of the portlet's configured embed origins; this script accepts it only from the frame's
 * own window and origin. It says {type: 'gkn-portlet:hello'} to a loaded frame so the portlet
 * learns this page's origin even without a referrer. No dependencies, no globals besides a flag.
 */
(function () {
  'use strict';
  var HELLO = 'gkn-portlet:hello';
  var HEIGHT = 'gkn-portlet:height';
  var MIN = 120;
  var MAX = 30000;
  if (window.__gknPortletEmbed) return;
  window.__gknPortletEmbed = true;

  function originOf(src) {
    try {
      return new URL(src, window.location.href).origin;
    } catch (e) {
      return null;
    }
  }
  function frames() {
    return Array.prototype.slice.call(document.querySelectorAll('iframe[data-gkn-portlet]'));
  }
  /** A frame still on about:blank is same-origin with us; a loaded portlet is not. */
  function portletLoaded(frame) {
    try {
      return !frame.contentWindow || frame.contentWindow.location.href === undefined;
    } catch (e) {
      return true;
    }
  }
  function hello(frame) {
    var origin = originOf(frame.src);
    if (origin && frame.contentWindow && portletLoaded(frame)) frame.contentWindow.postMessage({ type: HELLO }, origin);
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== HEIGHT || typeof data.height !== 'number' || !isFinite(data.height)) return;
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      var frame = list[i];
      if (frame.contentWindow !== event.source || originOf(frame.src) !== event.origin) continue;
      frame.style.height = Math.max(MIN, Math.min(MAX, Math.ceil(data.height))) + 'px';
      frame.setAttribute('data-gkn-portlet-sized', '');
    }
  });

  function init() {
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      (function (frame) {
        frame.addEventListener('load', function () {
          hello(frame);
        });
        hello(frame);
      })(list[i]);
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
