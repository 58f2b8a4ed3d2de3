import Foundation

/// Sets the `DatePicker` labelled `label` to `date` at `time`, as choosing that day and time in
/// the picker would. A date outside the picker's `in:` range is an error.
///
///     PickDate("Starts", Date(timeIntervalSince1970: 1_795_729_260), at: 0.5)
public struct PickDate: ScriptEvent {
    public let label: String
    public let date: Date
    public let time: Double

    public init(_ label: String, _ date: Date, at time: Double) {
        self.label = label
        self.date = date
        self.time = time
    }

    public var summary: String { "PickDate(\"\(label)\", \(date.formatted(.iso8601)), at: \(time))" }

    public func perform(on graph: ViewGraph) throws {
        guard case let .date(selection, range) = try graph.control("date picker", labelled: label, for: "PickDate", at: time).operation else { return }
        guard range.contains(date) else {
            throw RenderError.invalidControlValue("date picker \"\(label)\" takes dates in "
                + "\(range.lowerBound.formatted(.iso8601))...\(range.upperBound.formatted(.iso8601)), not \(date.formatted(.iso8601))")
        }
        graph.perform(at: time) { selection.wrappedValue = date }
    }
}
