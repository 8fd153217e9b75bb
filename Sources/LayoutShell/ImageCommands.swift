import LayoutGame
import LayoutScript
import TextureLayout

extension Shell {
    /// `:assets DIR`: reads the image sizes of an asset catalog or image folder, then runs the session again so
    /// that images already made take their sizes. Without an argument, says which folder is in use.
    func readAssets(_ path: String) -> ShellReply {
        guard !path.isEmpty else {
            guard let assets = settings.assets else {
                return Self.reply("no asset folder; :assets DIR reads one (an Assets.xcassets or a folder of images)")
            }
            return Self.reply("assets: \(assets.path), \(assets.sizes.count) images")
        }
        let folder: AssetFolder
        do {
            folder = try AssetFolder.read(path)
        } catch {
            return usageError("assets", error.message)
        }
        settings.assets = folder
        var reply = Self.reply("assets: \(folder.sizes.count) images in \(path)")
        for problem in folder.problems { reply.say("note: skipped \(problem)") }
        reply.append(replayed())
        return reply
    }

    /// `:image NAME WxH`: the size `UIImage(named: NAME)` lays out at when the asset folder has no such image.
    /// `:image NAME` tells the size an image gets and where it comes from; `:image` lists the sizes given.
    func setImageSize(_ text: String) -> ShellReply {
        let name = String(text.prefix { !$0.isWhitespace })
        let sizeText = text.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        if name.isEmpty {
            guard !settings.imageSizes.isEmpty else { return Self.reply("no image sizes given; :image NAME WxH gives one") }
            return Self.reply(settings.imageSizes.keys.sorted().map { "\($0): \(settings.imageSizes[$0] ?? .zero)" }
                .joined(separator: "\n"))
        }
        if sizeText.isEmpty { return Self.reply(describeImage(name)) }
        guard let size = ContainerRange.parseSize(sizeText), size.width.isFinite, size.height.isFinite else {
            return usageError("image", "expected a size W x H in points with numbers from 0 to 1e7, e.g. "
                + ":image \(name) 24x24, got '\(sizeText)'")
        }
        settings.imageSizes[name] = size
        var reply = Self.reply("image \(name): \(size)")
        if let fromAssets = settings.assets?.sizes[name] {
            reply.say("note: the asset folder has \(name) at \(fromAssets), which comes first")
        }
        reply.append(replayed())
        return reply
    }

    /// Where `UIImage(named: name)` takes its size from, in the order the interpreter looks.
    private func describeImage(_ name: String) -> String {
        if let size = settings.assets?.sizes[name] { return "\(name): \(size), from the asset folder" }
        if let size = settings.imageSizes[name] { return "\(name): \(size), given with :image" }
        if let size = ScriptAPI.imageSize(ofNamed: name) { return "\(name): \(size), from its name" }
        return "\(name): unknown, so laid out at \(ScriptAPI.defaultImageSize); :image \(name) WxH gives it a size"
    }

    /// Runs the sandbox's statements again with the current image sizes, and redraws.
    private func replayed() -> ShellReply {
        guard game == nil, !workspace.statements.isEmpty else { return ShellReply() }
        let outcome = workspace.replay(in: settings.environment)
        saveJournal()
        var reply = report(outcome, file: "<replay>")
        reply.say("ran the session's \(outcome.statements.count) statements again with these sizes")
        if workspace.session.root != nil { reply.say(drawing()) }
        return reply
    }
}
