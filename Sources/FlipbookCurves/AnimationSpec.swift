import Foundation
import FlipbookAnimation
import FlipbookMessages

/// An animation written on the command line: `linear`, `easeInOut(duration: 1)`,
/// `spring(response: 0.5, dampingFraction: 0.6)`, `timingCurve(0.68, -0.6, 0.32, 1.6)`,
/// `smooth`, `snappy(extraBounce: 0.1)`, `bouncy`, `interpolatingSpring(stiffness: 100, damping: 10)`.
public struct AnimationSpec: Sendable {
    public let text: String
    public let animation: Animation

    public init(_ text: String) throws {
        self.text = text
        let trimmed = text.replacingOccurrences(of: " ", with: "")
        let name = String(trimmed.prefix { $0 != "(" })
        var arguments: [(label: String?, value: Double)] = []
        if let open = trimmed.firstIndex(of: "(") {
            guard trimmed.hasSuffix(")") else { throw Self.error(text, "missing \")\"") }
            let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            for part in inner.split(separator: ",", omittingEmptySubsequences: false) where !inner.isEmpty {
                let pieces = part.split(separator: ":", maxSplits: 1).map(String.init)
                guard let value = Double(pieces.last ?? ""), value.isFinite else { throw Self.error(text, "\"\(OneLine.echo(part))\" is not a number") }
                arguments.append((pieces.count == 2 ? pieces[0] : nil, value))
            }
        }
        animation = try Self.make(name, arguments, text)
        if let problem = animation.validationError { throw Self.error(text, problem) }
    }

    private static func make(_ name: String, _ arguments: [(label: String?, value: Double)], _ text: String) throws -> Animation {
        func value(_ label: String, _ fallback: Double) -> Double { arguments.first { $0.label == label }?.value ?? fallback }
        let labels = Set(arguments.compactMap(\.label))
        func only(_ allowed: Set<String>) throws {
            if let unknown = labels.subtracting(allowed).sorted().first {
                throw error(text, "\(name) has no argument \"\(OneLine.echo(unknown))\"")
            }
            if name != "timingCurve", arguments.contains(where: { $0.label == nil }) {
                throw error(text, "\(name)'s arguments are written label: number")
            }
            var seen: Set<String> = []
            if let repeated = arguments.compactMap(\.label).first(where: { !seen.insert($0).inserted }) {
                throw error(text, "\"\(OneLine.echo(repeated))\" is given twice")
            }
        }
        switch name {
        case "linear", "easeIn", "easeOut", "easeInOut":
            try only(["duration"])
            let duration = value("duration", 0.35)
            return ["linear": .linear(duration: duration), "easeIn": .easeIn(duration: duration),
                    "easeOut": .easeOut(duration: duration), "easeInOut": .easeInOut(duration: duration)][name]!
        case "timingCurve":
            try only(["duration"])
            let points = arguments.filter { $0.label == nil }.map(\.value)
            guard points.count == 4 else { throw error(text, "timingCurve takes 4 control-point numbers") }
            return .timingCurve(points[0], points[1], points[2], points[3], duration: value("duration", 0.35))
        case "spring":
            if labels.contains("response") || labels.contains("dampingFraction") {
                try only(["response", "dampingFraction", "blendDuration"])
                return .spring(response: value("response", 0.5), dampingFraction: value("dampingFraction", 0.825),
                               blendDuration: value("blendDuration", 0))
            }
            try only(["duration", "bounce", "blendDuration"])
            return .spring(duration: value("duration", 0.5), bounce: value("bounce", 0), blendDuration: value("blendDuration", 0))
        case "smooth", "snappy", "bouncy":
            try only(["duration", "extraBounce"])
            let duration = value("duration", 0.5), extra = value("extraBounce", 0)
            return ["smooth": .smooth(duration: duration, extraBounce: extra), "snappy": .snappy(duration: duration, extraBounce: extra),
                    "bouncy": .bouncy(duration: duration, extraBounce: extra)][name]!
        case "interpolatingSpring":
            try only(["mass", "stiffness", "damping", "initialVelocity"])
            return .interpolatingSpring(mass: value("mass", 1), stiffness: value("stiffness", 170), damping: value("damping", 15),
                                        initialVelocity: value("initialVelocity", 0))
        case "default":
            try only([])
            return .default
        default:
            throw error(text, "unknown animation; use linear, easeIn, easeOut, easeInOut, timingCurve, spring, smooth, snappy, bouncy, interpolatingSpring or default")
        }
    }

    private static func error(_ text: String, _ message: String) -> AnimationSpecError {
        AnimationSpecError(description: "animation \"\(OneLine.echo(text))\": \(message)")
    }
}

/// An animation that cannot be read, with a one-line reason.
public struct AnimationSpecError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(description: String) { self.description = description }
}
