import Foundation
import PackagePlugin

/// `swift package flipbook …`: builds the package's executable that runs `FlipbookCommandLine`
/// and runs it with the arguments, in the package's folder:
///
///     swift package --allow-writing-to-package-directory flipbook render --all
///
/// `--product NAME` chooses the executable when there are several, `--configuration debug`
/// builds faster but renders slower (the default is release).
@main
struct FlipbookCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let wanted = extractor.extractOption(named: "product").last
        let configuration = extractor.extractOption(named: "configuration").last ?? "release"
        guard configuration == "release" || configuration == "debug" else {
            throw PluginFailure("--configuration must be debug or release (got \(configuration))")
        }
        let product = try commandLineProduct(in: context.package, named: wanted)
        let built = try packageManager.build(
            .product(product.name),
            parameters: .init(configuration: configuration == "release" ? .release : .debug, logging: .concise))
        guard built.succeeded, let executable = built.builtArtifacts.first(where: { $0.kind == .executable }) else {
            FileHandle.standardError.write(Data(built.logText.utf8))
            throw PluginFailure("building \(product.name) failed")
        }
        let process = Process()
        process.executableURL = executable.url
        process.arguments = extractor.remainingArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }

    /// The executable product whose targets depend on FlipbookCommandLine (or the one named).
    private func commandLineProduct(in package: Package, named name: String?) throws -> ExecutableProduct {
        let executables = package.products.compactMap { $0 as? ExecutableProduct }
        if let name {
            guard let product = executables.first(where: { $0.name == name }) else {
                throw PluginFailure("no executable product \(name); the package has \(executables.map(\.name).joined(separator: ", "))")
            }
            return product
        }
        let candidates = executables.filter { $0.targets.contains(where: usesCommandLine) }
        guard let product = candidates.first else {
            throw PluginFailure("no executable product runs FlipbookCommandLine; add one whose main.swift is "
                                + "`import FlipbookCommandLine; import MyViews; FlipbookCommandLine.main()`")
        }
        guard candidates.count == 1 else {
            throw PluginFailure("several executables run FlipbookCommandLine (\(candidates.map(\.name).joined(separator: ", "))); "
                                + "choose one with --product NAME")
        }
        return product
    }

    /// Whether `target` depends, directly or through its own targets, on FlipbookCommandLine.
    private func usesCommandLine(_ target: Target) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): product.name == "FlipbookCommandLine"
            case .target(let inner): inner.name == "FlipbookCommandLine" || usesCommandLine(inner)
            @unknown default: false
            }
        }
    }
}

/// A failure of the plug-in, printed by SwiftPM as one line.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
