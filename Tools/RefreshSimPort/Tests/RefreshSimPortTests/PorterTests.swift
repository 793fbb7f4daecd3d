import Foundation
import Testing
@testable import RefreshSimPortKit

/// `port`'s edits, one rule at a time, and the promise that every other byte stays as it was.
@Suite struct PorterTests {
    private func port(_ source: String, onMac: Bool = false) -> PortedFile {
        Porter.port(files: [("A.swift", source)], onMac: onMac)[0]
    }

    @Test func aFileWithNothingToChangeKeepsEveryByte() {
        let source = "import UIKit\r\nimport Foundation\n\n// café ✓ 🙂\nfinal class A: UIView {\n\tlet x = 1 // objc dynamic Timer\n}\n"
        let file = port(source)
        #expect(file.text == source)
        #expect(file.edits.isEmpty && file.handEdits.isEmpty)
    }

    @Test func attributesAndModifiersGoWithTheirSpaceOrTheirLine() {
        let file = port(
            "class A: NSObject {\n    @objc\n    func f() {}\n    @objc dynamic var x = 0 // keep\n    @IBAction func g() {}\n}\n")
        #expect(file.text == "class A: NSObject {\n    func f() {}\n    var x = 0 // keep\n    func g() {}\n}\n")
        #expect(file.edits.map(\.rule) == [.objcAttribute, .objcAttribute, .dynamicModifier, .interfaceBuilderAttribute])
    }

    @Test func targetActionBecomesAClosureHoldingTheTargetWeakly() {
        let file = port(
            "func f() {\n    control.addTarget(self, action: #selector(didPull(_:)), for: .valueChanged)\n    header.addTarget(header.arrow, action: #selector(Arrow.spin), for: .touchUpInside)\n}\n"
        )
        #expect(
            file.text.contains(
                "control.addTarget(self, action: { [weak self] (sender: Any) in guard let self else { return }; targetAction(self.didPull(_:), sender) }, for: .valueChanged)"
            ))
        #expect(
            file.text.contains(
                "header.addTarget(header.arrow, action: { [weak target = header.arrow] (sender: Any) in guard let target else { return }; targetAction(target.spin, sender) }, for: .touchUpInside)"
            ))
        #expect(file.handEdits.isEmpty)
    }

    @Test func displayLinksTimersAndGesturesTakeAnActionClosure() {
        let file = port(
            """
            let link = CADisplayLink(target: self, selector: #selector(step))
            let t = Timer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: false)
            let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
            """)
        #expect(
            file.text.contains(
                "CADisplayLink(target: self, action: { [weak self] sender in guard let self else { return }; targetAction(self.step, sender) })"
            ))
        #expect(file.text.contains("SimulatedTimer(timeInterval: 1, target: self, action: { [weak self] sender in"))
        #expect(file.text.contains("UITapGestureRecognizer(target: self, action: { [weak self] (sender: Any) in"))
    }

    @Test func clockReadersMoveToTheSimulatedClock() {
        let file = port(
            """
            var timer: Timer?
            let started = Date()
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 0.3) {}
            DispatchQueue.global().async {}
            let source: DispatchSourceTimer = DispatchSource.makeTimerSource(queue: .main)
            let at: DispatchTime = .now()
            let uptime = ProcessInfo.processInfo.systemUptime
            let absolute = CFAbsoluteTimeGetCurrent()
            let now = Date.now
            let media = CACurrentMediaTime()
            """)
        #expect(
            file.text == """
                var timer: SimulatedTimer?
                let started = Date.simulatedNow()
                DispatchQueue.simulatedMain.asyncAfter(deadline: DispatchTime.simulatedNow() + 0.3) {}
                DispatchQueue.simulatedGlobal().async {}
                let source: SimulatedTimerSource = DispatchSource.makeSimulatedTimerSource(queue: .main)
                let at: SimulatedTime = .now()
                let uptime = CACurrentMediaTime()
                let absolute = Date.simulatedNow().timeIntervalSinceReferenceDate
                let now = Date.simulatedNow()
                let media = CACurrentMediaTime()
                """)
    }

    @Test func aTypeTheSourcesDeclareIsNotRenamed() {
        let file = port("struct Timer {}\nlet t: Timer = Timer()\n")
        #expect(file.text == "struct Timer {}\nlet t: Timer = Timer()\n")
    }

    @Test func anOverriddenExtensionMemberMovesIntoItsClass() {
        let files = Porter.port(
            files: [
                (
                    "Base.swift",
                    "class Base: UIView {\n    var x = 0\n}\n\nextension Base {\n    @objc func layout() { let d = Date() }\n    func helper() {}\n}\n"
                ),
                ("Sub.swift", "class Sub: Base {\n    override func layout() {}\n}\n"),
            ], onMac: false)
        #expect(
            files[0].text
                == "class Base: UIView {\n    var x = 0\n    func layout() { let d = Date.simulatedNow() }\n}\n\nextension Base {\n    func helper() {}\n}\n"
        )
        #expect(files[1].text == "class Sub: Base {\n    override func layout() {}\n}\n")
        #expect(files[0].reportLines().contains { $0.contains("@objc → (removed)") })
    }

    @Test func anOverrideWrittenInAnExtensionMovesIntoItsClass() {
        let file = port(
            "class C: UIView {\n}\n\nextension C {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n    }\n}\n")
        #expect(
            file.text
                == "class C: UIView {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n    }\n}\n\nextension C {\n}\n"
        )
    }

    @Test func whatNeedsTypeInformationIsListedNotGuessed() {
        let file = port(
            """
            @objc protocol D {
                @objc optional func didRefresh() -> UIView
            }
            extension UIScrollView {
                @objc func refreshLayout() {}
            }
            class S: UIScrollView {
                override func refreshLayout() {}
                func f() {
                    _ = delegate?.didRefresh?()
                    perform(#selector(f), with: nil, afterDelay: 1)
                    let s: Selector = #selector(f)
                    button.addTarget(nil, action: #selector(f), for: .touchUpInside)
                    method_exchangeImplementations(a, b)
                    let d = NSDate()
                }
            }
            """)
        #expect(
            file.text.contains("@objc protocol D {\n    @objc optional func didRefresh() -> UIView"),
            "an optional requirement with no placeholder keeps its protocol's @objc"
        )
        let reasons = file.handEdits.map(\.line)
        #expect(reasons == [2, 5, 10, 11, 12, 12, 13, 14, 15], "\(file.reportLines().joined(separator: "\n"))")
    }

    @Test func anOptionalClosurePropertyIsNotARequirement() {
        let file = port(
            "final class H { var handler: (() -> Void)?\n func f() { self.handler?(); scrollView.delegate?.scrollViewDidScroll?(scrollView) } }\n"
        )
        #expect(file.handEdits.map(\.snippet) == ["scrollView.delegate?.scrollViewDidScroll?(scrollView)"])
    }

    @Test func theReportShowsFileLineOldAndNew() {
        let file = port("let q = DispatchQueue.main\n")
        #expect(file.reportLines() == ["A.swift:1: DispatchQueue.main → DispatchQueue.simulatedMain"])
    }

    @Test func onAMacTheWebKitAndQuartzCoreImportsNeedAHandEdit() {
        let source = "import UIKit\nimport WebKit\nimport QuartzCore\n"
        #expect(port(source, onMac: false).handEdits.isEmpty)
        #expect(port(source, onMac: true).handEdits.map(\.line) == [2, 3])
    }

    @Test func theStandInsModulesAreLeftAndAnyOtherIsImportedOnlyWhereItExists() {
        let source = """
            import UIKit
            import ObjectiveC
            import CoreGraphics
            import ImageIO
            import MobileCoreServices
            import UniformTypeIdentifiers
            import Foundation
            @testable import Lottie
            import class SnapKit.ConstraintMaker
            #if canImport(Kingfisher)
            import Kingfisher
            #endif

            """
        let file = port(source)
        #expect(
            file.text
                == source.replacingOccurrences(
                    of: "@testable import Lottie\nimport class SnapKit.ConstraintMaker\n",
                    with:
                        "#if canImport(Lottie)\n@testable import Lottie\n#endif\n#if canImport(SnapKit)\nimport class SnapKit.ConstraintMaker\n#endif\n"
                ))
        #expect(file.edits.map(\.rule) == [.moduleImport, .moduleImport] && file.edits.map(\.line) == [8, 9])
        #expect(file.handEdits.isEmpty)
    }

    @Test func onAMacMobileCoreServicesIsCoreServices() {
        let file = port("import UIKit\nimport MobileCoreServices\nimport ImageIO\n", onMac: true)
        #expect(file.text == "import UIKit\nimport CoreServices\nimport ImageIO\n")
        #expect(port("import MobileCoreServices\n", onMac: false).edits.isEmpty)
    }

    @Test func theCommandCopiesTheTreeAndRefusesAFullOutput() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        let output = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: input.appendingPathComponent("Sources/Lib"), withIntermediateDirectories: true)
        try Data("let q = DispatchQueue.main\n".utf8).write(to: input.appendingPathComponent("Sources/Lib/A.swift"))
        try Data([0, 1, 2, 255]).write(to: input.appendingPathComponent("Sources/Lib/arrow.png"))
        let report = try PortCommand.run(input: input, output: output)
        #expect(report.hasSuffix("1 edit in 1 of 1 Swift file; 0 need a hand edit"))
        #expect(
            try String(contentsOf: output.appendingPathComponent("Sources/Lib/A.swift"), encoding: .utf8)
                == "let q = DispatchQueue.simulatedMain\n")
        #expect(try Data(contentsOf: output.appendingPathComponent("Sources/Lib/arrow.png")) == Data([0, 1, 2, 255]))
        #expect(throws: PortCommand.Failure.self) { try PortCommand.run(input: input, output: output) }
        #expect(throws: PortCommand.Failure.self) { try PortCommand.run(input: input, output: input.appendingPathComponent("x")) }
    }
}

/// The lines `port` prints for the files it copies that are not Swift, in the layouts
/// ESPullToRefresh (.lproj folders and an image beside the sources) and CRRefresh (two bundles,
/// each holding .lproj folders) have.
@Suite struct ResourceNotesTests {
    @Test func bundlesAreCopiedLocalizedFoldersNeedALanguageOtherFilesAreNamed() {
        let lines = ResourceNotes.lines(for: [
            "A.swift", "Animator/en.lproj/Localizable.strings", "Animator/zh-Hans.lproj/Localizable.strings",
            "Animator/icon_pull_arrow.png", "Header.bundle/en.lproj/Localizable.strings",
            "Header.bundle/zh.lproj/Localizable.strings", "Header.bundle/arrow.png", "Footer.bundle/en.lproj/Localizable.strings",
        ])
        #expect(
            lines == [
                #"Header.bundle: a resource bundle: in Package.swift, resources: [.copy("Header.bundle")]"#,
                #"Footer.bundle: a resource bundle: in Package.swift, resources: [.copy("Footer.bundle")]"#,
                #"Animator/en.lproj, Animator/zh-Hans.lproj: localized resources: in Package.swift, defaultLocalization: "en" (or the library's language)"#,
                #"Animator/icon_pull_arrow.png: not Swift: in Package.swift, resources: [.process("Animator/icon_pull_arrow.png")] or exclude: ["Animator/icon_pull_arrow.png"]"#,
            ])
    }

    @Test func onlySwiftSourcesGiveNoLines() {
        #expect(ResourceNotes.lines(for: ["A.swift", "B/C.swift"]).isEmpty)
    }
}

/// What `port` does with its folders (issue 35 items 1 and 13): it never removes what it did not
/// make, resolves links before comparing folders, and names the path in every error.
@Suite struct PortFoldersTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("in"), withIntermediateDirectories: true)
        try Data("let x = 1\n".utf8).write(to: url.appendingPathComponent("in/A.swift"))
        return url
    }

    /// A folder a user makes at the output path while the copy is written is left as it is.
    @Test func aFolderMadeAtTheOutputMeanwhileIsKept() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        #expect(throws: PortCommand.Failure.outputNotEmpty(output.path)) {
            try PortCommand.run(
                input: root.appendingPathComponent("in"), output: output,
                beforePlacing: {
                    try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
                    try? Data("work".utf8).write(to: output.appendingPathComponent("precious.txt"))
                })
        }
        #expect(try String(contentsOf: output.appendingPathComponent("precious.txt"), encoding: .utf8) == "work")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["in", "out"])
    }

    @Test func linksAreResolvedAndNamedAndEmptyInputsExplained() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        let link = root.appendingPathComponent("linkin")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "in")
        try FileManager.default.createSymbolicLink(
            atPath: input.appendingPathComponent("B.swift").path, withDestinationPath: "/etc/hostname")
        // An input given as a link is ported; the link inside it is named, not silently dropped.
        let report = try PortCommand.run(input: link, output: root.appendingPathComponent("out"))
        #expect(report.contains("B.swift: a symbolic link: not copied"), "\(report)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("out").path) == ["A.swift"])
        // An output reached through a link into the input is inside the input.
        #expect(throws: PortCommand.Failure.outputInsideInput(link.appendingPathComponent("ported").path)) {
            try PortCommand.run(input: input, output: link.appendingPathComponent("ported"))
        }
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: PortCommand.Failure.noFiles(empty.path)) {
            try PortCommand.run(input: empty, output: root.appendingPathComponent("out2"))
        }
        #expect(PortCommand.Failure.noFiles(empty.path).description.hasPrefix(empty.path + ": no files to port"))
    }

    @Test func theCurrentFolderIsNeverTheOutput() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let here = FileManager.default.currentDirectoryPath
        #expect(throws: PortCommand.Failure.outputHoldsCurrentFolder("/")) {
            try PortCommand.run(input: root.appendingPathComponent("in"), output: URL(fileURLWithPath: "/"))
        }
        #expect(throws: PortCommand.Failure.outputHoldsCurrentFolder(here)) {
            try PortCommand.run(input: root.appendingPathComponent("in"), output: URL(fileURLWithPath: here))
        }
    }
}

/// `port`'s notes: what the stand-in makes of the code's observations and of the entry points it
/// reports, read from the same catalogue the run reads.
@Suite struct StandInNoteTests {
    private func notes(_ source: String) -> [String] {
        Porter.port(files: [("A.swift", source)], onMac: false)[0].noteLines()
    }

    @Test func observationsAreSimulatedWhenEveryStepIs() {
        let lines = notes(
            """
            enum Keys { static let offset = #keyPath(UIScrollView.contentOffset); static let text = "text" }
            final class H: UIView {
                func attach(_ scrollView: UIScrollView) {
                    token = scrollView.observe(\\.panGestureRecognizer.state) { _, _ in }
                    scrollView.addObserver(self, forKeyPath: Keys.offset, options: [.new], context: nil)
                    label.addObserver(self, forKeyPath: Keys.text, options: [], context: nil)
                    scrollView.addObserver(self, forKeyPath: path, options: [], context: nil)
                }
            }
            """)
        #expect(lines[0].hasPrefix("A.swift:4: observes `panGestureRecognizer.state`: simulated ("))
        #expect(lines[1].hasPrefix("A.swift:5: observes `contentOffset`: simulated ("))
        #expect(lines[2].hasPrefix("A.swift:6: observes `text`: not simulated (the stand-in never changes `text`"))
        #expect(lines[3].hasPrefix("A.swift:7: observes a key path `port` cannot read (`path`)"))
        #expect(lines.count == 4)
    }

    @Test func reportedEntryPointsAreListedWhereUsedAndOverridden() {
        let lines = notes(
            """
            final class H: UIView {
                override func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
                    super.addGestureRecognizer(recognizer)
                    scrollView.isPagingEnabled = true
                    scrollView.bounces = true
                    addGestureRecognizer(tap)
                    recognizer.delegate = self
                    let s = image.size
                }
            }
            """)
        #expect(lines.contains { $0.hasPrefix("A.swift:2: overrides `UIView.addGestureRecognizer(_:)`: not simulated (") })
        #expect(lines.contains { $0.hasPrefix("A.swift:4: uses `UIScrollView.isPagingEnabled`: not simulated (set to true") })
        #expect(lines.contains { $0.hasPrefix("A.swift:6: uses `UIView.addGestureRecognizer(_:)`: not simulated (") })
        // `super.addGestureRecognizer` is the override's own; `bounces = true` is what the model
        // does; `delegate` could be a scroll view's; a read of `size` could be any type's.
        #expect(lines.count == 3, "\(lines)")
    }
}

/// What Linux's Foundation lacks for key-value observing, rewritten: an `NSObject` subclass's
/// `observeValue` override, and values unboxed through `AnyObject` or `NSValue`.
@Suite struct KeyValueObservingPortTests {
    @Test func anNSObjectObserverAdoptsKeyValueObservingWithoutOverrideOrSuper() {
        let files = Porter.port(
            files: [
                (
                    "A.swift",
                    "open class Refresher: NSObject {\n    var x = 0\n}\nclass Sub: Refresher {}\nfinal class Header: UIView {\n    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {\n        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)\n    }\n}\n"
                ),
                (
                    "B.swift",
                    "extension Refresher {\n    override open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {\n        if keyPath == \"contentOffset\" {\n            x += 1\n        } else {\n            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)\n        }\n    }\n}\n"
                ),
            ], onMac: false)
        #expect(files[0].text.hasPrefix("open class Refresher: NSObject, KeyValueObserving {\n"))
        // A view's override stays: the stand-in's UIResponder declares the method.
        #expect(files[0].text.contains("    override func observeValue(") && files[0].text.contains("super.observeValue("))
        #expect(
            files[1].text
                == "extension Refresher {\n    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {\n        if keyPath == \"contentOffset\" {\n            x += 1\n        } else {\n        }\n    }\n}\n"
        )
        #expect(files.allSatisfy { $0.handEdits.isEmpty })
        // On a Mac, NSObject has the method: nothing changes.
        let mac = Porter.port(files: [("B.swift", files[1].original), ("A.swift", files[0].original)], onMac: true)
        #expect(mac[0].text == mac[0].original)
    }

    @Test func boxedValuesAreCastToTheirType() {
        let file = Porter.port(
            files: [
                (
                    "A.swift",
                    """
                    let a = (change?[.oldKey] as AnyObject).cgPointValue
                    let b = (change?[.newKey] as? NSValue)?.uiEdgeInsetsValue
                    let c = (change![.newKey] as! NSValue).cgSizeValue
                    let d = (change?[.newKey] as AnyObject).doubleValue
                    let e = (thing as AnyObject).someSelector
                    """
                )
            ], onMac: false)[0]
        #expect(
            file.text
                == """
                let a = (change?[.oldKey] as? CGPoint)
                let b = (change?[.newKey] as? UIEdgeInsets)
                let c = (change![.newKey] as! CGSize)
                let d = (change?[.newKey] as? NSNumber)?.doubleValue
                let e = (thing as AnyObject).someSelector
                """)
        #expect(file.handEdits.map(\.line) == [5])
        #expect(file.handEdits.first?.reason.hasPrefix("a member looked up on `AnyObject` (`someSelector`)") == true)
    }
}

/// `@objc optional` requirements become requirements with defaults; their `?(` calls plain calls,
/// through `OptionalRequirement.call` when they return a value.
@Suite struct OptionalRequirementPortTests {
    @Test func requirementsGetDefaultsAndCallSitesLoseTheirQuestionMark() {
        let file = Porter.port(
            files: [
                (
                    "A.swift",
                    """
                    @objc public protocol RefreshHeader: class {
                        func view() -> UIView
                        @objc optional func stateDidChange(_ old: Int, new: Int)
                        @objc optional func heightForFire() -> CGFloat
                        @objc optional var label: String? { get }
                    }
                    final class Header {
                        weak var delegate: RefreshHeader?
                        func f() {
                            delegate?.stateDidChange?(1, new: 2)
                            let h = delegate?.heightForFire?() ?? 60
                        }
                    }
                    """
                )
            ], onMac: false)[0]
        #expect(
            file.text
                == """
                public protocol RefreshHeader: class {
                    func view() -> UIView
                    func stateDidChange(_ old: Int, new: Int)
                    func heightForFire() -> CGFloat
                    var label: String? { get }
                }

                public extension RefreshHeader {
                    func stateDidChange(_ old: Int, new: Int) {}
                    func heightForFire() -> CGFloat { OptionalRequirement.notImplemented(0) }
                    var label: String? { OptionalRequirement.notImplemented(nil) }
                }
                final class Header {
                    weak var delegate: RefreshHeader?
                    func f() {
                        delegate?.stateDidChange(1, new: 2)
                        let h = OptionalRequirement.call { delegate?.heightForFire() } ?? 60
                    }
                }
                """, "\(file.text)")
        #expect(file.handEdits.isEmpty)
    }

    @Test func aRequirementWithNoPlaceholderStaysAHandEdit() {
        let file = Porter.port(
            files: [("A.swift", "@objc protocol P {\n    @objc optional func make() -> UIView\n}\nfunc g(p: P) { _ = p.make?() }\n")],
            onMac: false)[0]
        #expect(file.text.contains("@objc protocol P") && file.text.contains("@objc optional func make() -> UIView"))
        #expect(file.handEdits.count == 2)
    }
}

/// Apple's Foundation brings Core Graphics; Linux's does not: a file that imports Foundation alone
/// and uses `CGAffineTransform` gets `import CoreGraphics` (Linux's is the stand-in's).
@Suite struct CoreGraphicsImportTests {
    @Test func aFoundationOnlyFileUsingCoreGraphicsImportsIt() {
        let source = "import Foundation\n\nfinal class A {\n    var t = CGAffineTransform.identity\n    var p = CGPoint.zero\n}\n"
        let file = Porter.port(files: [("A.swift", source)], onMac: false)[0]
        #expect(
            file.text
                == "import Foundation\nimport CoreGraphics\n\nfinal class A {\n    var t = CGAffineTransform.identity\n    var p = CGPoint.zero\n}\n"
        )
        #expect(Porter.port(files: [("A.swift", source)], onMac: true)[0].text == source)
        for other in ["import Foundation\nlet p = CGPoint.zero\n", "import UIKit\nlet t = CGAffineTransform.identity\n"] {
            #expect(Porter.port(files: [("A.swift", other)], onMac: false)[0].text == other)
        }
    }
}

/// An `@objc` protocol is class-bound, so `weak var delegate: P?` compiles; without `@objc` it
/// must say `AnyObject`.
@Suite struct ObjCProtocolTests {
    @Test func anObjCProtocolStaysClassBound() {
        let file = Porter.port(
            files: [
                (
                    "A.swift",
                    "@objc protocol P {\n    func f()\n}\n@objc public protocol Q: NSObjectProtocol {}\n@objc protocol R: Base {}\n"
                )
            ],
            onMac: false)[0]
        #expect(
            file.text
                == "protocol P: AnyObject {\n    func f()\n}\npublic protocol Q: NSObjectProtocol {}\nprotocol R: Base, AnyObject {}\n")
    }
}
