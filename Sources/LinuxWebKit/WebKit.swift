// `import WebKit` on Linux: WKWebView and its delegate are in the stand-in's UIKit module.
@_exported import UIKit
