/** Reading barcodes with the phone's camera: the browser's own detector, or a decoder loaded on demand. */

interface DetectedBarcode {
  rawValue: string;
}

/** The Shape Detection API's BarcodeDetector, not yet in TypeScript's DOM types. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The codes printed on books and stationery: EAN and UPC, and the Code 128/39 of shop labels. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'itf'];
const DETECT_EVERY_MS = 200;
const BACK_CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };

export type StopCamera = () => void;

async function startDetector(
  Detector: BarcodeDetectorClass,
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<StopCamera> {
  const supported = (await Detector.getSupportedFormats?.()) ?? FORMATS;
  const detector = new Detector({ formats: FORMATS.filter((format) => supported.includes(format)) });
  const stream = await navigator.mediaDevices.getUserMedia(BACK_CAMERA);
  video.srcObject = stream;
  await video.play();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const look = async () => {
    const [found] = await detector.detect(video).catch(() => []);
    if (stopped) return;
    if (found?.rawValue) onCode(found.rawValue);
    timer = setTimeout(() => void look(), DETECT_EVERY_MS);
  };
  void look();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
}

async function startDecoder(video: HTMLVideoElement, onCode: (code: string) => void): Promise<StopCamera> {
  // Only phones without a BarcodeDetector download the decoder, and only once the camera is asked for.
  const { BrowserMultiFormatOneDReader } = await import('@zxing/browser');
  const controls = await new BrowserMultiFormatOneDReader().decodeFromConstraints(
    BACK_CAMERA,
    video,
    (result) => {
      if (result) onCode(result.getText());
    },
  );
  return () => controls.stop();
}

/** Starts reading codes from the back camera into `video`; resolves with what stops it. */
export function startCamera(video: HTMLVideoElement, onCode: (code: string) => void): Promise<StopCamera> {
  const Detector = (window as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return Detector ? startDetector(Detector, video, onCode) : startDecoder(video, onCode);
}
