import {useEffect, useRef, type ReactNode, type SyntheticEvent} from 'react';
import {
  parseFrameMessage,
  type ColorMode,
  type FrameToPageMessage,
  type PageToFrameMessage,
} from '@site/src/runner/protocol';

export type SendToFrame = (message: PageToFrameMessage) => void;

interface Props {
  src: string;
  title: string;
  className?: string;
  /** `kept` for the last good run shown while the current one compiles. */
  role: 'current' | 'kept';
  colorMode: ColorMode;
  /** A message of this frame's run, with the way to answer it. */
  onMessage: (message: FrameToPageMessage, send: SendToFrame) => void;
  /** The frame loaded a second document: the program navigated it. */
  onNavigatedAway: () => void;
}

/**
 * One sandboxed runner frame and its end of the conversation. On the frame's first load it hands
 * the runner a fresh `MessagePort` and listens to that port alone; a second load means the
 * program navigated its frame, and the port is closed before the new page could use it.
 */
export default function RunnerFrame({
  src,
  title,
  className,
  role,
  colorMode,
  onMessage,
  onNavigatedAway,
}: Props): ReactNode {
  const port = useRef<MessagePort | null>(null);
  const loads = useRef(0);
  // The port's listener outlives the render that set it up: it calls the latest handler.
  const receive = useRef(onMessage);
  useEffect(() => {
    receive.current = onMessage;
  });

  useEffect(
    () => () => {
      port.current?.close();
      port.current = null;
    },
    [],
  );

  useEffect(() => {
    port.current?.postMessage({type: 'color-mode', colorMode} satisfies PageToFrameMessage);
  }, [colorMode]);

  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    loads.current += 1;
    if (loads.current > 1) {
      port.current?.close();
      port.current = null;
      onNavigatedAway();
      return;
    }
    const channel = new MessageChannel();
    const send: SendToFrame = (message) => channel.port1.postMessage(message);
    channel.port1.onmessage = (portEvent: MessageEvent) => {
      const message = parseFrameMessage(portEvent.data);
      if (message && port.current === channel.port1) receive.current(message, send);
    };
    port.current = channel.port1;
    event.currentTarget.contentWindow?.postMessage({type: 'connect'} satisfies PageToFrameMessage, '*', [
      channel.port2,
    ]);
  };

  return (
    <iframe
      className={className}
      src={src}
      sandbox="allow-scripts"
      title={title}
      loading="eager"
      data-run={role}
      onLoad={onLoad}
    />
  );
}
