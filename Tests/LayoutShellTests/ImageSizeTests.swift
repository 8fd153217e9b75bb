import Foundation
import LayoutScript
import Testing
import TextureLayout
@testable import LayoutShell

/// Image sizes from an asset folder, from `:image`, and what the interpreter does with them.
struct ImageSizeTests {
    /// A PNG's first 24 bytes: the signature and an IHDR chunk of the given pixel size.
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    }

    /// A JPEG with an APP0 segment, a quantisation table marker segment and a baseline frame header.
    static func jpeg(width: UInt16, height: UInt16) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xDB, 0x00, 0x03, 0x00,
         0xFF, 0xC0, 0x00, 0x0B, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
         0x01, 0x01, 0x11, 0x00, 0xFF, 0xD9]
    }

    @Test(arguments: [
        (png(width: 120, height: 80), Size(width: 120, height: 80)),
        (jpeg(width: 300, height: 150), Size(width: 300, height: 150)),
    ])
    func headersGiveThePixelSize(bytes: [UInt8], size: Size) throws {
        #expect(try ImageHeader.pixelSize(of: bytes) == size)
    }

    @Test(arguments: [
        ([UInt8](), "not a PNG or JPEG"),
        (Array("GIF89a".utf8), "not a PNG or JPEG"),
        (Array(png(width: 1, height: 1).prefix(20)), "corrupt PNG: no IHDR"),
        (png(width: 0, height: 5), "corrupt PNG: its header gives a zero size"),
        ([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00], "corrupt JPEG"),
        ([0xFF, 0xD8, 0x12, 0x34, 0x56, 0x78], "corrupt JPEG: no marker at byte 2"),
        (Array(jpeg(width: 2, height: 2).prefix(15)), "corrupt JPEG: no frame header"),
    ])
    func corruptHeadersAreClearErrors(bytes: [UInt8], message: String) {
        #expect {
            _ = try ImageHeader.pixelSize(of: bytes)
        } throws: { error in
            (error as? AssetError)?.message.contains(message) == true
        }
    }

    /// A temporary folder with the given files (relative path → bytes), removed after `body`.
    func withFolder(_ files: [String: [UInt8]], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try body(root.path)
    }

    @Test func anAssetCatalogAndAPlainFolderGiveSizesInPoints() throws {
        let contents = """
            {"images": [{"idiom": "universal", "filename": "logo.png", "scale": "3x"}], "info": {"version": 1}}
            """
        try withFolder([
            "Assets.xcassets/avatar.imageset/avatar@2x.png": Self.png(width: 80, height: 80),
            "Assets.xcassets/logo.imageset/logo.png": Self.png(width: 90, height: 30),
            "Assets.xcassets/logo.imageset/Contents.json": Array(contents.utf8),
            "Images/banner@3x.jpg": Self.jpeg(width: 1125, height: 300),
            "Images/icon.PNG": Self.png(width: 24, height: 24),
            "Images/broken.png": [0x89, 0x50],
            "Images/readme.txt": Array("not an image".utf8),
        ]) { path in
            let folder = try AssetFolder.read(path)
            #expect(folder.sizes == [
                "avatar": Size(width: 40, height: 40), "logo": Size(width: 30, height: 10),
                "banner": Size(width: 375, height: 100), "icon": Size(width: 24, height: 24),
            ])
            #expect(folder.problems == ["Images/broken.png: not a PNG or JPEG file (its first bytes are neither signature)"])
        }
    }

    @Test func aBadContentsJSONFallsBackToTheSuffix() throws {
        try withFolder([
            "A.xcassets/star.imageset/star@2x.png": Self.png(width: 48, height: 48),
            "A.xcassets/star.imageset/Contents.json": Array("{not json".utf8),
        ]) { path in
            let folder = try AssetFolder.read(path)
            #expect(folder.sizes == ["star": Size(width: 24, height: 24)])
            #expect(folder.problems.first?.contains("Contents.json is not valid JSON") == true)
        }
    }

    /// Files that cannot be read are skipped with the reason: a dangling link, a folder named like an image, and a
    /// named pipe, which would block the read forever.
    @Test func unreadableFilesAreSkippedWithTheReason() throws {
        try withFolder(["ok.png": Self.png(width: 2, height: 2)]) { path in
            try FileManager.default.createSymbolicLink(atPath: path + "/ghost.png", withDestinationPath: path + "/nowhere")
            try FileManager.default.createDirectory(atPath: path + "/folder.png", withIntermediateDirectories: false)
            #expect(mkfifo(path + "/pipe.png", 0o600) == 0)
            let folder = try AssetFolder.read(path)
            #expect(folder.sizes == ["ok": Size(width: 2, height: 2)])
            #expect(folder.problems == ["folder.png: a folder, not an image",
                                        "ghost.png: the file does not exist (a broken link?)",
                                        "pipe.png: not a regular file (a pipe or a device?)"])
        }
    }

    /// A Contents.json larger than any asset catalog's is skipped unread (a 28 MB one took 2 GB to parse).
    @Test func aHugeContentsJSONIsSkipped() throws {
        let huge = Array("{\"images\": [".utf8) + Array(repeating: UInt8(ascii: " "), count: (1 << 20) + 1) + Array("]}".utf8)
        try withFolder([
            "A.xcassets/star.imageset/star@2x.png": Self.png(width: 48, height: 48),
            "A.xcassets/star.imageset/Contents.json": huge,
        ]) { path in
            let folder = try AssetFolder.read(path)
            #expect(folder.sizes == ["star": Size(width: 24, height: 24)])
            #expect(folder.problems.first?.contains("more than the 1048576 an asset catalog's holds; skipped") == true,
                    "\(folder.problems)")
        }
    }

    @Test func aMissingFolderOrAFileIsAnError() throws {
        #expect(throws: AssetError("no folder at /nonexistent/assets")) { try AssetFolder.read("/nonexistent/assets") }
        try withFolder(["a.png": Self.png(width: 1, height: 1)]) { path in
            #expect(throws: AssetError("\(path)/a.png is a file, not a folder of images")) {
                try AssetFolder.read(path + "/a.png")
            }
        }
    }

    /// The order of the sources: the asset folder, then `:image`, then the name; anything else 44×44 with one note.
    @Test func theShellSizesImagesAndRunsTheSessionAgain() throws {
        try withFolder(["avatar@2x.png": Self.png(width: 60, height: 60)]) { path in
            var settings = ShellSettings()
            settings.columns = 60
            let shell = Shell(settings: settings)
            var reply = shell.submit("""
                let a = ASImageNode()
                a.image = UIImage(named: "avatar")
                let b = ASImageNode()
                b.image = #imageLiteral(resourceName: "badge")
                let c = ASImageNode()
                c.image = UIImage(named: "flag-16x12")
                ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b, c])
                """)
            #expect(reply.output.unwrapped.contains("the size of the image \"avatar\" is unknown, so it is laid out 44×44"))
            #expect(reply.output.contains("the size of the image \"badge\" is unknown"))
            #expect(shell.frames() == ["a 0 0 44 44", "b 44 0 44 44", "c 88 0 16 12"])
            reply = shell.submit(":assets \(path)")
            #expect(reply.output.unwrapped.contains("assets: 1 images in \(path)"))
            reply = shell.submit(":image badge 20x10")
            #expect(reply.errors.isEmpty)
            #expect(shell.frames() == ["a 0 0 30 30", "b 30 0 20 10", "c 50 0 16 12"])
            #expect(shell.submit(":image badge").output == "badge: 20×10, given with :image\n")
            #expect(shell.submit(":image avatar").output == "avatar: 30×30, from the asset folder\n")
            #expect(shell.submit(":image x 3 by 4").errors.contains("expected a size W x H"))
            #expect(shell.completions(before: ":image ", word: "") == ["avatar", "badge"])
            #expect(shell.completions(before: ":image ", word: "b") == ["badge"])
            #expect(shell.completions(before: ":image badge ", word: "").isEmpty)
            #expect(shell.submit(":assets /nonexistent").errors == "error: :assets: no folder at /nonexistent\n")
        }
    }
}

extension Shell {
    /// The current layout's frames as "name x y w h".
    func frames() -> [String] {
        guard let (result, tree) = currentLayout() else { return [] }
        return result.frames.map { frame in
            let rect = frame.frame
            return "\(tree[frame.element].name) \(formatPoints(rect.minX)) \(formatPoints(rect.minY)) "
                + "\(formatPoints(rect.size.width)) \(formatPoints(rect.size.height))"
        }
    }
}
