/** Where an embedded video lives: its host's name, its own page there, and its player set to start. */
export interface VideoSource {
  host: string;
  watch: string;
  autoplay: string;
}

const HOST_NAMES: [RegExp, string][] = [
  [/(^|\.)youtube(-nocookie)?\.com$/, 'YouTube'],
  [/(^|\.)vimeo\.com$/, 'Vimeo'],
  [/(^|\.)wistia\.(com|net)$/, 'Wistia'],
];

/**
 * The embed address the contract allows (VIDEO_HOSTS) read back to the page a member can open:
 * YouTube's and Vimeo's players map to their watch pages; any other address is opened as it is.
 */
export function videoSource(embed: string): VideoSource {
  let url: URL;
  try {
    url = new URL(embed);
  } catch {
    return { host: 'its site', watch: embed, autoplay: embed };
  }
  const host = HOST_NAMES.find(([pattern]) => pattern.test(url.hostname))?.[1] ?? url.hostname;
  const youtube = /^\/embed\/([\w-]+)/.exec(url.pathname);
  const vimeo = /^\/video\/(\d+)/.exec(url.pathname);
  let watch = embed;
  if (host === 'YouTube' && youtube) watch = `https://www.youtube.com/watch?v=${youtube[1]}`;
  else if (host === 'Vimeo' && vimeo) watch = `https://vimeo.com/${vimeo[1]}`;
  const started = new URL(url);
  started.searchParams.set('autoplay', '1');
  return { host, watch, autoplay: started.href };
}
