import ArgumentParser
import FlipbookMessages
import FlipbookPlayer
import FlipbookReport
import Foundation

/// `flipbook report merge RESULT… --out FILE`: one HTML report from the shards of a folder comparison.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Work with comparison results.", subcommands: [ReportMergeCommand.self])
}

/// `flipbook report merge`: the `compare --shard K/N --json` results of every shard into one HTML report.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the `compare --shard K/N --json` results of every shard into one HTML report.",
        discussion: """
            Each RESULT is a file holding one shard's `compare --json` output, or a folder of such \
            .json files. Failed frames are compared again from their files for the report's diff \
            images, so the folders must still be there. Exit codes: 0 the merged comparison passes, \
            1 it does not (the report is written either way), 2 a shard missing, given twice or unreadable.
            """)

    @Argument(help: ArgumentHelp("The shards' --json results: files, or folders of .json files.", valueName: "RESULT"))
    var results: [String]

    @Option(help: ArgumentHelp("Where to write the HTML report.", valueName: "FILE"))
    var out: String

    func validate() throws {
        if results.isEmpty { throw ValidationError("name the shards' --json results (files or folders) to merge") }
    }

    func run() throws {
        let merged: ShardResults
        let page: HTMLReport
        do {
            merged = try ShardResults(paths: try files())
            page = try HTMLReport(path: OutputLocation.file(out, option: "--out"))
        } catch let error as InputError {
            throw PlayerError.usage(error.description)
        }
        let comparison = merged.comparison { image, diff in page.add(image, diff: diff) }
        do { try page.finish(comparison) } catch { throw PlayerError.failure(error.description) }
        print("\(merged.shardCount) \(merged.shardCount == 1 ? "shard" : "shards"): "
              + CompareOutput(comparison, folders: true).text.split(separator: "\n").last.map(String.init)!)
        print("report: \(OneLine.echo(out))")
        if !comparison.passes { throw ExitCode(1) }
    }

    /// The result files: those named, and the `.json` files of the folders named, by name.
    private func files() throws(InputError) -> [String] {
        var found: [String] = []
        for path in results {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError("cannot read \(OneLine.echo(path)): no such file or folder")
            }
            guard isDirectory.boolValue else {
                found.append(path)
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let json = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
            if json.isEmpty { throw InputError("\(OneLine.echo(path)) holds no .json results") }
            found += json.map { (path as NSString).appendingPathComponent($0) }
        }
        return found
    }
}
