import Foundation
import TextureLayout

/// The sizes of an app's images, read from its asset catalog (`Assets.xcassets`, with `NAME.imageset` folders) or a
/// plain folder of images, so that `UIImage(named:)` lays out at the size UIKit gives it: the pixel size divided by
/// the image's scale. The scale comes from the imageset's `Contents.json` entry for the file, else from an `@2x` or
/// `@3x` suffix, else it is 1. Only the header of each PNG or JPEG is read (no pixels), so any size of file is cheap.
///
/// Vector images (PDF, SVG) and JPEG EXIF rotation are not read; such an image can be sized with `:image`.
public struct AssetFolder: Sendable, Equatable {
    /// The folder as the user wrote it.
    public let path: String
    /// Image sizes in points by image name (`avatar` for `avatar@2x.png` or `avatar.imageset`).
    public let sizes: [String: Size]
    /// Files that could not be read, each with the reason, in path order.
    public let problems: [String]

    /// The largest file read whole when looking for a JPEG's frame header; PNG needs only its first 24 bytes.
    static let headerLimit = 1 << 20

    /// Reads every image under `path`. Throws only when the folder itself cannot be read; unreadable or corrupt
    /// images are listed in ``problems`` and skipped.
    public static func read(_ path: String) throws(AssetError) -> AssetFolder {
        let root = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw AssetError("no folder at \(path)")
        }
        guard isDirectory.boolValue else { throw AssetError("\(path) is a file, not a folder of images") }
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw AssetError("cannot read the folder \(path)")
        }
        var sizes: [String: Size] = [:]
        var problems: [String] = []
        var scalesByImageset: [String: [String: Double]] = [:]
        var files: [URL] = []
        for case let file as URL in enumerator where Self.imageExtensions.contains(file.pathExtension.lowercased()) {
            guard files.count < Self.fileLimit else {
                problems.append("stopped after \(Self.fileLimit) images: is \(path) the app's asset folder?")
                break
            }
            files.append(file)
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            let relative = String(file.path.dropFirst(root.path.count).drop { $0 == "/" })
            let folder = file.deletingLastPathComponent()
            var scale = Self.suffixScale(of: file.deletingPathExtension().lastPathComponent)
            let name: String
            if folder.pathExtension == "imageset" {
                name = folder.deletingPathExtension().lastPathComponent
                if scalesByImageset[folder.path] == nil {
                    do {
                        scalesByImageset[folder.path] = try Self.contentsScales(in: folder)
                    } catch {
                        problems.append("\(relative): \(error.message); using the file name's @2x/@3x")
                        scalesByImageset[folder.path] = [:]
                    }
                }
                scale = scalesByImageset[folder.path]?[file.lastPathComponent] ?? scale
            } else {
                name = Self.baseName(of: file.deletingPathExtension().lastPathComponent)
            }
            do {
                let pixels = try ImageHeader.pixelSize(of: Self.header(of: file))
                let points = Size(width: pixels.width / scale, height: pixels.height / scale)
                if let known = sizes[name], known != points {
                    problems.append("\(relative): \(name) is \(points) here but \(known) in an earlier file; "
                        + "keeping \(known)")
                } else {
                    sizes[name] = points
                }
            } catch {
                problems.append("\(relative): \(error.message)")
            }
        }
        return AssetFolder(path: path, sizes: sizes, problems: problems)
    }

    static let imageExtensions: Set = ["png", "jpg", "jpeg"]

    /// The largest Contents.json read.
    static let contentsLimit = 1 << 20

    /// The most images read from one folder, so that pointing at a home folder ends in reasonable time.
    static let fileLimit = 20_000

    /// Whether the file, its links followed, is a regular file.
    private static func isRegularFile(_ file: URL) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.resolvingSymlinksInPath().path)
        return attributes?[.type] as? FileAttributeType == .typeRegular
    }

    /// 2 for `avatar@2x`, 3 for `avatar@3x`, else 1.
    static func suffixScale(of baseName: String) -> Double {
        if baseName.hasSuffix("@3x") { return 3 }
        if baseName.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// `avatar` for `avatar@2x`.
    static func baseName(of name: String) -> String {
        name.hasSuffix("@2x") || name.hasSuffix("@3x") ? String(name.dropLast(3)) : name
    }

    /// The first bytes of a file, enough for its header.
    private static func header(of file: URL) throws(AssetError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else {
            throw AssetError("the file does not exist (a broken link?)")
        }
        guard !isDirectory.boolValue else { throw AssetError("a folder, not an image") }
        // A named pipe or a device would block the read: only regular files are opened.
        guard isRegularFile(file) else { throw AssetError("not a regular file (a pipe or a device?)") }
        do {
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            return [UInt8](try handle.read(upToCount: headerLimit) ?? Data())
        } catch {
            throw AssetError("cannot read the file (\(error.localizedDescription))")
        }
    }

    /// The scale of each file an imageset's `Contents.json` lists: `{"images": [{"filename": "a@2x.png",
    /// "scale": "2x"}]}`. A missing `Contents.json` gives no scales.
    static func contentsScales(in imageset: URL) throws(AssetError) -> [String: Double] {
        let url = imageset.appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        guard isRegularFile(url) else { throw AssetError("Contents.json is not a regular file (a pipe or a device?)") }
        // An asset catalog's Contents.json is a few hundred bytes; a huge one would take gigabytes to parse.
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard bytes <= contentsLimit else {
            throw AssetError("Contents.json is \(bytes) bytes, more than the \(contentsLimit) an asset catalog's holds; skipped")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        } catch {
            throw AssetError("Contents.json is not valid JSON")
        }
        guard let images = (object as? [String: Any])?["images"] as? [[String: Any]] else {
            throw AssetError("Contents.json has no \"images\" list")
        }
        var scales: [String: Double] = [:]
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            if let text = image["scale"] as? String, let scale = Double(text.dropLast()), text.hasSuffix("x"),
               scale >= 1, scale <= 4 {
                scales[file] = scale
            }
        }
        return scales
    }
}

/// Why an asset folder or image could not be read.
public struct AssetError: Error, Sendable, Equatable {
    public let message: String

    init(_ message: String) {
        self.message = message
    }
}

/// The pixel size in the header of a PNG (its IHDR chunk) or a JPEG (its start-of-frame segment).
enum ImageHeader {
    static func pixelSize(of bytes: [UInt8]) throws(AssetError) -> Size {
        if bytes.starts(with: pngSignature) { return try pngSize(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return try jpegSize(bytes) }
        throw AssetError("not a PNG or JPEG file (its first bytes are neither signature)")
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG signature is followed by the IHDR chunk: length, `IHDR`, width and height as big-endian 32-bit numbers.
    private static func pngSize(_ bytes: [UInt8]) throws(AssetError) -> Size {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw AssetError("corrupt PNG: no IHDR header after the signature")
        }
        let width = bigEndian(bytes, at: 16, count: 4), height = bigEndian(bytes, at: 20, count: 4)
        guard width > 0, height > 0 else { throw AssetError("corrupt PNG: its header gives a zero size") }
        return Size(width: Double(width), height: Double(height))
    }

    /// Walks the JPEG's segments to the first start-of-frame marker (C0–CF, except C4, C8 and CC, which are not
    /// frames), whose body holds the precision, then the height and the width as big-endian 16-bit numbers.
    private static func jpegSize(_ bytes: [UInt8]) throws(AssetError) -> Size {
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { throw AssetError("corrupt JPEG: no marker at byte \(offset)") }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1  // fill byte
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                offset += 2  // markers without a length
                continue
            }
            if marker == 0xD9 || marker == 0xDA { break }  // end of image, or the scan: no frame header before it
            let length = bigEndian(bytes, at: offset + 2, count: 2)
            guard length >= 2 else { throw AssetError("corrupt JPEG: a segment of length \(length) at byte \(offset)") }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { break }
                let height = bigEndian(bytes, at: offset + 5, count: 2), width = bigEndian(bytes, at: offset + 7, count: 2)
                guard width > 0, height > 0 else { throw AssetError("corrupt JPEG: its frame header gives a zero size") }
                return Size(width: Double(width), height: Double(height))
            }
            offset += 2 + length
        }
        throw AssetError("corrupt JPEG: no frame header in its first \(bytes.count) bytes")
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        guard offset >= 0, offset + count <= bytes.count else { return 0 }
        return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
