import Foundation
import RefreshSim

/// A stop-gap reader for scenario files, covering the fields the bundled scenarios use.
///
/// The real `ScenarioDecoder` (field-path errors, limits, every option) is being built on another
/// branch; when it reaches main, `ScenarioCharting.scenario(at:)` should call it and this file
/// should go. Bad input gives an error, never a trap.
enum ScenarioGlue {
    struct Invalid: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    static func scenario(at path: String) throws -> Scenario {
        guard let data = FileManager.default.contents(atPath: path) else { throw Invalid(path: path, reason: "cannot read the file") }
        guard data.count <= 1 << 20 else { throw Invalid(path: path, reason: "larger than 1 MiB") }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw Invalid(path: path, reason: "not valid JSON")
        }
        guard let root = object as? [String: Any] else { throw Invalid(path: path, reason: "the top level must be an object") }
        func fail(_ reason: String) -> Invalid { Invalid(path: path, reason: reason) }

        guard let name = root["name"] as? String, !name.isEmpty, name.count <= 100,
              name.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }), !name.hasPrefix(".") else {
            throw fail("name must be 1–100 letters, digits, '.', '_' or '-'")
        }
        guard let duration = number(root["duration"]), (0.1...120).contains(duration) else { throw fail("duration must be 0.1…120 s") }
        let frameRate = number(root["frameRate"]) ?? 60
        guard (10...240).contains(frameRate) else { throw fail("frameRate must be 10…240 Hz") }

        let d = root["device"] as? [String: Any] ?? [:]
        let defaults = Device()
        let device = Device(viewportHeight: try bounded(d["viewportHeight"], defaults.viewportHeight, 100...3000, "device.viewportHeight"),
                            viewportWidth: try bounded(d["viewportWidth"], defaults.viewportWidth, 100...3000, "device.viewportWidth"),
                            topInset: try bounded(d["topInset"], defaults.topInset, 0...500, "device.topInset"),
                            bottomInset: try bounded(d["bottomInset"], defaults.bottomInset, 0...500, "device.bottomInset"),
                            screenScale: try bounded(d["screenScale"], defaults.screenScale, 1...4, "device.screenScale"))

        guard let c = root["content"] as? [String: Any], let height = number(c["height"]), (0...1_000_000).contains(height) else {
            throw fail("content.height must be 0…1000000 pt")
        }
        let initial: Content.InitialOffset = switch c["initialOffset"] {
        case let text as String where text == "bottom": .bottom
        case let value where number(value) != nil: .value(number(value) ?? 0)
        default: .top
        }

        var gestures: [Gesture] = []
        for (index, g) in (root["gestures"] as? [[String: Any]] ?? []).enumerated() {
            let at = try bounded(g["at"], 0, 0...duration, "gestures[\(index)].at")
            let distance = try bounded(g["distance"], 0, -5000...5000, "gestures[\(index)].distance")
            let length = try bounded(g["duration"], 0.3, 0.01...60, "gestures[\(index)].duration")
            let hold = try bounded(g["holdAfter"], 0, 0...60, "gestures[\(index)].holdAfter")
            let easing = (g["easing"] as? String).flatMap(Easing.init(rawValue:)) ?? .easeOut
            gestures.append(.drag(at: at, distance: distance, duration: length, holdAfter: hold, easing: easing))
        }

        let s = root["strategy"] as? [String: Any] ?? [:]
        let strategy: StrategyConfig
        switch s["kind"] as? String ?? "none" {
        case "none": strategy = .none
        case "uirefreshcontrol": strategy = .uiRefreshControl
        case "wkwebview-bad": strategy = .wkWebViewBad
        case "wkwebview-good":
            strategy = .wkWebViewGood(endOn: (s["endOn"] as? String).flatMap(WebViewEndSignal.init(rawValue:)) ?? .commit)
        case "ego": strategy = .ego(forwardsDelegate: s["forwardsDelegate"] as? Bool ?? true)
        case "sb-kvo": strategy = .sbKVO
        case "cj-header": strategy = .cjHeader
        case "cj-footer-delay": strategy = .cjFooterDelay
        case "cj-footer-inset": strategy = .cjFooterInset
        case "threshold": strategy = .threshold
        case let other: throw fail("unknown strategy.kind \(other)")
        }

        var loader: LoaderConfig?
        if let l = root["loader"] as? [String: Any] {
            switch l["kind"] as? String {
            case "delay": loader = .delay(seconds: try bounded(l["seconds"], 1, 0...600, "loader.seconds"))
            case "append":
                loader = .append(seconds: try bounded(l["seconds"], 1, 0...600, "loader.seconds"),
                                 height: try bounded(l["height"], 0, 0...1_000_000, "loader.height"))
            case "webview":
                let redirects = try bounded(l["redirects"], 0, 0...10, "loader.redirects")
                loader = .webview(WebLoadPlan(
                    commitAfter: try bounded(l["commitAfter"], 0.6, 0...600, "loader.commitAfter"),
                    finishAfter: try bounded(l["finishAfter"], 1.5, 0...600, "loader.finishAfter"),
                    redirects: Int(redirects.rounded()),
                    fail: (l["fail"] as? String).flatMap(WebLoadPlan.Failure.init(rawValue:)) ?? .none,
                    pageHeight: number(l["pageHeight"]).flatMap { (0...1_000_000).contains($0) ? $0 : nil }))
            default: throw fail("loader.kind must be delay, append or webview")
            }
        }
        return Scenario(name: name, description: root["description"] as? String ?? "", duration: duration,
                        frameRate: frameRate, device: device, content: Content(height: height, initialOffset: initial),
                        gestures: gestures, strategy: strategy, loader: loader)

        func bounded(_ value: Any?, _ fallback: Double, _ range: ClosedRange<Double>, _ field: String) throws -> Double {
            guard let value else { return fallback }
            guard let number = number(value), range.contains(number) else {
                throw fail("\(field) must be a number in \(range.lowerBound)…\(range.upperBound)")
            }
            return number
        }
    }

    /// A finite JSON number. JSONSerialization hands booleans over as NSNumbers of type `c`.
    private static func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        let double = number.doubleValue
        return double.isFinite ? double : nil
    }
}
