import FlipbookCommandLine
import Foundation

// The command line over the preview fixture module named by FIXTURE_MODULE, for CLI tests.
let module = ProcessInfo.processInfo.environment["FIXTURE_MODULE"] ?? "PreviewFixtures"
FlipbookCommandLine.main(previewModules: [module])
