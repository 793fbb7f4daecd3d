#if os(Linux)
    import CGIF
    import Foundation
    import ImageIO
    import MobileCoreServices
    import RefreshSim
    import Testing
    import UIKit
    import UniformTypeIdentifiers

    /// `CGImageSource` over GIF data, as an animated-GIF refresh header reads it (SwiftPullToRefresh's
    /// `GIFAnimatedImage` reads the type, the count, each frame and its `{GIF}` delays).
    struct ImageIOTests {
        /// Three frames on a 4×2 screen: all red; the left half blue, cleared to the background
        /// afterwards; then one green pixel at the right over a transparent rest.
        static let animation = GIFFixture.make(
            width: 4, height: 2, loop: 0,
            frames: [
                .init(width: 4, height: 2, indices: [UInt8](repeating: 1, count: 8), delay: 10),
                .init(width: 2, height: 2, indices: [3, 3, 3, 3], delay: 5, disposal: DISPOSE_BACKGROUND),
                .init(left: 2, top: 0, width: 2, height: 1, indices: [0, 2], delay: 20, transparent: 0),
            ])

        static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
            let at = (y * image.width + x) * 4
            return Array(image.pixels![at..<at + 4])
        }

        @Test func aGIFsFramesAreComposedByTheirDisposalMethods() throws {
            let source = try #require(CGImageSourceCreateWithData(Self.animation as CFData, nil))
            let type = try #require(CGImageSourceGetType(source))
            #expect(UTTypeConformsTo(type, kUTTypeGIF) && UTTypeConformsTo(type, kUTTypeImage))
            #expect(CGImageSourceGetCount(source) == 3)
            let frames = try (0..<3).map { try #require(CGImageSourceCreateImageAtIndex(source, $0, nil)) }
            #expect(frames.allSatisfy { $0.width == 4 && $0.height == 2 })
            let (red, green, blue, clear): ([UInt8], [UInt8], [UInt8], [UInt8]) = (
                [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [0, 0, 0, 0]
            )
            #expect((0..<4).map { Self.pixel(frames[0], $0, 1) } == [red, red, red, red])
            #expect((0..<4).map { Self.pixel(frames[1], $0, 0) } == [blue, blue, red, red])
            // Frame 1 was cleared to the (transparent) background; frame 2's index 0 is transparent.
            #expect((0..<4).map { Self.pixel(frames[2], $0, 0) } == [clear, clear, red, green])
            #expect((0..<4).map { Self.pixel(frames[2], $0, 1) } == [clear, clear, red, red])
        }

        @Test func delaysAreClampedToATenthOfASecondAndUnclampedAsWritten() throws {
            let source = try #require(CGImageSourceCreateWithData(Self.animation as CFData, nil))
            var delays: [(Double, Double)] = []
            for index in 0..<CGImageSourceGetCount(source) {
                let info = try #require(CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [String: Any])
                #expect(info[kCGImagePropertyPixelWidth as String] as? Int == 4)
                let gif = try #require(info[kCGImagePropertyGIFDictionary as String] as? [String: Any])
                delays.append(
                    (
                        try #require(gif[kCGImagePropertyGIFDelayTime as String] as? Double),
                        try #require(gif[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double)
                    ))
            }
            #expect(delays.map(\.0) == [0.1, 0.1, 0.2] && delays.map(\.1) == [0.1, 0.05, 0.2])
            let container = try #require(CGImageSourceCopyProperties(source, nil) as? [String: Any])
            #expect(
                (container[kCGImagePropertyGIFDictionary as String] as? [String: Any])?[kCGImagePropertyGIFLoopCount as String] as? Int == 0
            )
        }

        @Test func aFrameBecomesAnImageOfItsSize() throws {
            let source = try #require(CGImageSourceCreateWithData(Self.animation as CFData, nil))
            let frame = try #require(CGImageSourceCreateImageAtIndex(source, 1, nil))
            let image = UIImage(cgImage: frame, scale: 2, orientation: .up)
            #expect(image.size == CGSize(width: 2, height: 1) && image.cgImage === frame)
            #expect(UIImage(cgImage: frame, scale: 1, orientation: .right).size == CGSize(width: 2, height: 4))
            #expect(frame.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 1)).map { Self.pixel($0, 1, 0) } == [255, 0, 0, 255])
        }

        @Test func aPNGIsSizedButItsPixelsAreReportedAsNotDecoded() throws {
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            png += [0, 0, 0x01, 0x2C, 0, 0, 0, 0x64, 8, 6, 0, 0, 0]
            let (made, _, timeline) = try simulate { () -> UIImageView in
                let source = CGImageSourceCreateWithData(Data(png) as CFData, nil)!
                return UIImageView(image: CGImageSourceCreateImageAtIndex(source, 0, nil).map { UIImage(cgImage: $0) })
            }
            #expect(made.image?.size == CGSize(width: 300, height: 100) && made.image?.cgImage?.pixels == nil)
            #expect(
                timeline.notSimulated.map(\.what) == [.imageNotDecoded(type: "public.png")])
        }

        @Test func dataThatIsNoImageHasNoTypeAndNoFrames() throws {
            #expect(CGImageSourceCreateWithData(Data() as CFData, nil) == nil)
            let source = try #require(CGImageSourceCreateWithData(Data("GIF89a, not really".utf8) as CFData, nil))
            #expect(CGImageSourceGetType(source) == nil && CGImageSourceGetCount(source) == 0)
            #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
        }

        @Test func declaredTypesConformAsApplesDeclarationsSay() {
            #expect(UTType.gif.conforms(to: .image) && UTType.gif.conforms(to: .data) && UTType.gif.conforms(to: .item))
            #expect(!UTType.gif.conforms(to: .png) && UTType.image.isSupertype(of: .jpeg) && !UTType.image.isSubtype(of: .image))
            #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(mimeType: "image/gif") == .gif)
            #expect(UTType("com.compuserve.gif")?.preferredFilenameExtension == "gif" && UTType("com.example.none") == nil)
            #expect(UTType.utf8PlainText.supertypes == [.plainText, .text, .data, .content, .item])
            #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeData) && !UTTypeConformsTo(kUTTypePNG, kUTTypeGIF))
            #expect(UTTypeConformsTo("com.example.own", "com.example.own") && !UTTypeConformsTo("com.example.own", kUTTypeData))
        }
    }
#endif
