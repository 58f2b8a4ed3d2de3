/// The inline markdown SwiftUI reads in a `LocalizedStringKey`: `**strong**` / `__strong__`
/// (bold), `*emphasis*` / `_emphasis_` (italic), `~~strikethrough~~`, `` `code` `` (monospaced),
/// `[links](url)` (tint colour) and backslash escapes. Emphasis follows CommonMark's flanking rules
/// (so `snake_case` stays as written); block syntax (headings, lists) stays literal, as in `Text`.
enum InlineMarkdown {
    /// A part of a key: literal text to read, or interpolated runs kept as they are.
    enum Piece: Equatable, Sendable {
        case literal(String)
        case value([TextRun])
    }

    /// What the markdown around a character makes of it.
    private struct Attributes: Equatable {
        var bold = false, italic = false, strikethrough = false, code = false
        /// The destination of the link the character is in, as written.
        var link: String?

        func applied(to style: inout TextRun.Style) {
            if bold, style.weight == nil { style.weight = .bold }
            if italic, style.isItalic == nil { style.isItalic = true }
            if strikethrough, style.strikethrough == nil { style.strikethrough = TextRun.Line(isActive: true, color: nil) }
            if code, style.design == nil { style.design = .monospaced }
            if let link { style.link = link }
        }
    }

    private enum Item {
        case character(Character, Attributes)
        case value([TextRun], Attributes)
        /// A run of `*`, `_` or `~` that may open or close emphasis.
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool)
    }

    static func runs(of pieces: [Piece]) -> [TextRun] {
        if let runs = plainRuns(of: pieces) { return runs }
        var items = scan(pieces)
        resolveEmphasis(&items)
        return merge(items)
    }

    /// The runs of `pieces` when no literal part holds a character the markdown reads (most keys,
    /// `"\(count)"` among them): what reading them gives, each literal stretch one plain run and the
    /// values as they are. Nil when a literal part needs reading.
    private static func plainRuns(of pieces: [Piece]) -> [TextRun]? {
        var runs: [TextRun] = []
        var pending = ""
        for piece in pieces {
            switch piece {
            case .literal(let string):
                guard !string.utf8.contains(where: isMarkup) else { return nil }
                pending += string
            case .value(let values):
                if !pending.isEmpty { runs.append(TextRun(.string(pending))) }
                pending = ""
                runs += values
            }
        }
        if !pending.isEmpty { runs.append(TextRun(.string(pending))) }
        return runs.isEmpty ? [TextRun(.string(""))] : runs
    }

    /// The bytes `scan` reads as markup: escapes, code spans, links, emphasis and strikethrough.
    private static func isMarkup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "^") || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    // MARK: - Scanning

    /// Characters of the literal parts, with code spans, links and escapes read, delimiter runs
    /// kept for `resolveEmphasis`.
    private static func scan(_ pieces: [Piece]) -> [Item] {
        // Interpolated values stand as one placeholder character each (neither space nor punctuation).
        var characters: [Character] = []
        var values: [Int: [TextRun]] = [:]
        for piece in pieces {
            switch piece {
            case .literal(let string): characters.append(contentsOf: string)
            case .value(let runs):
                values[characters.count] = runs
                characters.append("\u{FFFC}")
            }
        }
        return scan(characters[...], values: values, offset: 0, attributes: Attributes())
    }

    private static func scan(_ text: ArraySlice<Character>, values: [Int: [TextRun]], offset: Int,
                             attributes: Attributes) -> [Item] {
        var items: [Item] = []
        var index = text.startIndex
        func character(at i: Int) -> Character? { text.indices.contains(i) ? text[i] : nil }
        while index < text.endIndex {
            let c = text[index]
            if let runs = values[index] {
                items.append(.value(runs, attributes))
                index += 1
            } else if c == "\\", let next = character(at: index + 1), next.isASCII, next.isPunctuation || next.isSymbol {
                items.append(.character(next, attributes))
                index += 2
            } else if c == "`", let (content, end) = codeSpan(in: text, at: index) {
                var code = attributes
                code.code = true
                items += content.map { .character($0, code) }
                index = end
            } else if c == "^", character(at: index + 1) == "[", let (label, end) = link(in: text, at: index + 1) {
                // `^[1 cup](inflect: true)`: attributed text, inflected to agree with its number.
                var inner = scan(text[label], values: values, offset: offset, attributes: attributes)
                let arguments = String(text[(label.upperBound + 2)..<(end - 1)]).filter { !$0.isWhitespace }
                if arguments.contains("inflect:true") { inflect(&inner) }
                items += inner
                index = end
            } else if c == "[", let (label, end) = link(in: text, at: index) {
                var linked = attributes
                linked.link = String(text[(label.upperBound + 2)..<(end - 1)])
                items += scan(text[label], values: values, offset: offset, attributes: linked)
                index = end
            } else if c == "*" || c == "_" || c == "~" {
                var end = index
                while end < text.endIndex, text[end] == c { end += 1 }
                let before = character(at: index - 1), after = character(at: end)
                let left = flanks(next: after, previous: before), right = flanks(next: before, previous: after)
                let canOpen = c == "_" ? left && (!right || isPunctuation(before)) : left
                let canClose = c == "_" ? right && (!left || isPunctuation(after)) : right
                items.append(.delimiter(c, count: end - index, canOpen: canOpen, canClose: canClose))
                index = end
            } else {
                items.append(.character(c, attributes))
                index += 1
            }
        }
        return items
    }

    /// CommonMark's flanking test for a delimiter run, seen from the side of `next`.
    private static func flanks(next: Character?, previous: Character?) -> Bool {
        guard let next, !next.isWhitespace else { return false }
        return !isPunctuation(next) || previous == nil || previous!.isWhitespace || isPunctuation(previous)
    }

    private static func isPunctuation(_ c: Character?) -> Bool {
        guard let c, c != "\u{FFFC}" else { return false }
        return c.isPunctuation || c.isSymbol
    }

    /// The content of the code span starting at `start` and the index after it: a run of
    /// backticks closed by a run of the same length; one space each side is stripped.
    private static func codeSpan(in text: ArraySlice<Character>, at start: Int) -> (ArraySlice<Character>, Int)? {
        var open = start
        while open < text.endIndex, text[open] == "`" { open += 1 }
        let length = open - start
        var index = open
        while index < text.endIndex {
            guard text[index] == "`" else { index += 1; continue }
            var close = index
            while close < text.endIndex, text[close] == "`" { close += 1 }
            if close - index == length {
                var content = text[open..<index]
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                    content = content.dropFirst().dropLast()
                }
                return (content, close)
            }
            index = close
        }
        return nil
    }

    /// The label range of the link `[label](destination)` starting at `start`, and the index after it.
    private static func link(in text: ArraySlice<Character>, at start: Int) -> (Range<Int>, Int)? {
        var depth = 0
        var index = start
        while index < text.endIndex {
            switch text[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 {
                    guard index + 1 < text.endIndex, text[index + 1] == "(",
                          let close = text[(index + 1)...].firstIndex(of: ")") else { return nil }
                    return ((start + 1)..<index, close + 1)
                }
            default: break
            }
            index += 1
        }
        return nil
    }

    // MARK: - Inflection

    /// Makes the first word after the first number agree with it, as Foundation's automatic
    /// grammar agreement does in English: plural unless the number is 1 ("2 cups", "1 cup").
    private static func inflect(_ items: inout [Item]) {
        var number = ""
        var index = 0
        while index < items.count {
            switch items[index] {
            case .value(let runs, _) where number.isEmpty:
                number = Text(runs: runs).plainText.filter { $0.isNumber || $0 == "." }
            case .character(let c, _) where c.isNumber || (c == "." && !number.isEmpty):
                number.append(c)
            case .character(let c, let attributes) where c.isLetter && !number.isEmpty:
                var end = index
                var word = ""
                while end < items.count, case .character(let letter, _) = items[end], letter.isLetter {
                    word.append(letter)
                    end += 1
                }
                if Double(number) != 1 {
                    items.replaceSubrange(index..<end, with: plural(of: word).map { .character($0, attributes) })
                }
                return
            default:
                break
            }
            index += 1
        }
    }

    /// The English plural of `word`: the common irregular nouns, else -es, -ies or -s.
    private static func plural(of word: String) -> String {
        let irregular = ["person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
                         "foot": "feet", "tooth": "teeth", "goose": "geese", "leaf": "leaves", "life": "lives"]
        if let plural = irregular[word.lowercased()] {
            return word.first?.isUppercase == true ? plural.prefix(1).uppercased() + plural.dropFirst() : plural
        }
        let lower = word.lowercased()
        if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return word + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
        return word + "s"
    }

    // MARK: - Emphasis

    /// Matches closing delimiter runs with the nearest opener of the same character, as
    /// CommonMark does: two delimiters each side make strong emphasis, one emphasis, `~~` a
    /// strikethrough. Unmatched delimiters become literal characters.
    private static func resolveEmphasis(_ items: inout [Item]) {
        var closer = 0
        while closer < items.count {
            guard case .delimiter(let c, let closeCount, _, true) = items[closer],
                  let opener = items[..<closer].lastIndex(where: {
                      if case .delimiter(c, _, true, _) = $0 { return true }
                      return false
                  }),
                  case .delimiter(_, let openCount, let openCanOpen, let openCanClose) = items[opener] else {
                closer += 1
                continue
            }
            let used = c == "~" ? min(openCount, closeCount) : (openCount >= 2 && closeCount >= 2 ? 2 : 1)
            if c == "~", used != 2 {
                closer += 1
                continue
            }
            for index in (opener + 1)..<closer { mark(&items[index], delimiter: c, count: used) }
            // Delimiters between the two can no longer open (they would cross this match).
            for index in (opener + 1)..<closer {
                if case .delimiter(let d, let n, _, let canClose) = items[index] {
                    items[index] = .delimiter(d, count: n, canOpen: false, canClose: canClose)
                }
            }
            let closeCanOpen: Bool = { if case .delimiter(_, _, let o, _) = items[closer] { return o } else { return false } }()
            items[closer] = .delimiter(c, count: closeCount - used, canOpen: closeCanOpen, canClose: true)
            items[opener] = .delimiter(c, count: openCount - used, canOpen: openCanOpen, canClose: openCanClose)
            if closeCount - used > 0 { continue }
            closer += 1
        }
    }

    private static func mark(_ item: inout Item, delimiter: Character, count: Int) {
        func change(_ attributes: inout Attributes) {
            if delimiter == "~" { attributes.strikethrough = true } else if count == 2 { attributes.bold = true } else { attributes.italic = true }
        }
        switch item {
        case .character(let c, var attributes):
            change(&attributes)
            item = .character(c, attributes)
        case .value(let runs, var attributes):
            change(&attributes)
            item = .value(runs, attributes)
        case .delimiter: break
        }
    }

    // MARK: - Runs

    /// Consecutive characters with the same attributes become one run; values keep their runs,
    /// with the markdown's attributes where they set none.
    private static func merge(_ items: [Item]) -> [TextRun] {
        var runs: [TextRun] = []
        var pending = ""
        var pendingAttributes = Attributes()
        func flush() {
            guard !pending.isEmpty else { return }
            var style = TextRun.Style()
            pendingAttributes.applied(to: &style)
            runs.append(TextRun(.string(pending), style: style))
            pending = ""
        }
        func add(_ string: String, _ attributes: Attributes) {
            if attributes != pendingAttributes { flush() }
            pendingAttributes = attributes
            pending += string
        }
        for item in items {
            switch item {
            case .character(let c, let attributes): add(String(c), attributes)
            case .delimiter(let c, let count, _, _) where count > 0: add(String(repeating: c, count: count), pendingAttributes)
            case .delimiter: break
            case .value(let values, let attributes):
                flush()
                runs += values.map { run in
                    var run = run
                    attributes.applied(to: &run.style)
                    return run
                }
            }
        }
        flush()
        return runs.isEmpty ? [TextRun(.string(""))] : runs
    }
}
