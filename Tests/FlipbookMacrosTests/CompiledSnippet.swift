import Foundation

/// A snippet of app code compiled as a user's package compiles it — `swiftc -typecheck` against
/// the built Flipbook module with the built macro plug-in — and what the compiler made of
/// Flipbook's macros in it (`-dump-macro-expansions`) and the errors it reported.
///
/// Compiling through the real plug-in rather than linking the macro types into the tests keeps
/// the test bundle off SwiftPM's host-tools build, so the package is compiled once, not twice.
struct CompiledSnippet {
    /// Each macro expansion, in the compiler's order; the unique name it gives a generated type
    /// (`$s…PreviewfMu_`) is written `Registry`.
    let expansions: [String]
    /// The compiler's errors, each `LINE:COLUMN: message`.
    let errors: [String]

    /// Type-checks `source` as the file `test.swift` of module `TestModule`.
    init(_ source: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-macros-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("test.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "TestModule"]
            + Self.searchPaths + ["-Xfrontend", "-dump-macro-expansions", file.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: outputData + errorData, as: UTF8.self)
        expansions = Self.expansions(in: text)
        let prefix = file.path + ":"
        self.errors = text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(prefix), let marker = line.range(of: ": error: ") else { return nil }
            return line[line.index(line.startIndex, offsetBy: prefix.count)..<marker.lowerBound] + ": "
                + line[marker.upperBound...]
        }
    }

    /// The dumped expansions: each between two rules of dashes after its `@__swiftmacro_…` buffer name.
    private static func expansions(in text: String) -> [String] {
        let rule = "------------------------------"
        var found: [String] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let start = lines.firstIndex(where: { $0.hasPrefix("@__swiftmacro_") }) {
            lines = lines[(start + 1)...]
            guard lines.first == Substring(rule), let end = lines.dropFirst().firstIndex(of: Substring(rule)) else { break }
            let body = lines[(lines.startIndex + 1)..<end].joined(separator: "\n")
            found.append(body.replacing(/\$s[A-Za-z0-9_]+fMu_/, with: "Registry"))
            lines = lines[(end + 1)...]
        }
        return found
    }

    /// `-I` and module-map flags for the built modules and the C modules they import, and the plug-in.
    private static let searchPaths: [String] = {
        let products = builtProducts
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var flags = ["-I", products.appendingPathComponent("Modules").path,
                     "-load-plugin-executable", products.appendingPathComponent("FlipbookMacros-tool").path + "#FlipbookMacros"]
        let sources = root.appendingPathComponent("Sources")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()) ?? [] {
            let folder = sources.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("module.modulemap").path) {
                flags += ["-I", folder.path]
            }
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: products.path).sorted()) ?? []
        where name.hasSuffix(".build") && !name.hasSuffix("-tool.build") {
            let map = products.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { flags += ["-Xcc", "-fmodule-map-file=" + map.path] }
        }
        return flags
    }()

    /// The folder of the built products: the one holding this test bundle and `Modules/`.
    private static let builtProducts: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/Flipbook.swiftmodule").path),
              folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder
    }()
}
