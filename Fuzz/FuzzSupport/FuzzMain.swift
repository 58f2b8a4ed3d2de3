#if FUZZING
import CLibFuzzer
#endif
import Foundation

/// The `main` of every fuzz target. Built by scripts/fuzz.sh (`-D FUZZING -sanitize=fuzzer`) it
/// hands the target's `LLVMFuzzerTestOneInput` to libFuzzer's driver with the command line's
/// options; built as usual (`swift build` builds every target) it runs `target` once on each
/// file named on the command line, or on every file of each folder named, to replay a crash.
public enum FuzzMain {
    public static func run(_ target: (UnsafeRawBufferPointer) -> Void) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput))
        #else
        var count = 0
        for argument in CommandLine.arguments.dropFirst() {
            for file in files(at: argument) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
                    exit(2)
                }
                data.withUnsafeBytes(target)
                count += 1
            }
        }
        print("\(count) inputs replayed")
        exit(0)
        #endif
    }

    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
}
