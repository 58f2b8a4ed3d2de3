import SwiftUI

// A glossary with a letter index down the trailing edge: ScrollViewReader's proxy scrolls to the
// tapped letter's section id; the preview opens already scrolled to "M" in onAppear.

struct GlossaryJumpList: View {
    var initialLetter: String? = nil

    private let terms: [String: [String]] = [
        "A": ["Accessibility", "Animation", "Anchor"],
        "B": ["Binding", "Body", "Button"],
        "C": ["Canvas", "Color", "Container"],
        "E": ["Environment", "EditMode"],
        "F": ["Focus", "Font", "Form", "Frame"],
        "G": ["Geometry", "Gesture", "Grid", "Group"],
        "L": ["Label", "Layout", "List"],
        "M": ["Material", "Menu", "Modifier"],
        "N": ["Namespace", "Navigation"],
        "P": ["Padding", "Path", "Picker", "Preview"],
        "S": ["ScrollView", "Shape", "Slider", "State"],
    ]

    private var letters: [String] { terms.keys.sorted() }

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                List {
                    ForEach(letters, id: \.self) { letter in
                        Section(letter) {
                            ForEach(terms[letter] ?? [], id: \.self) { Text($0) }
                        }
                        .id(letter)
                    }
                }
                .listStyle(.plain)
                .overlay(alignment: .trailing) {
                    VStack(spacing: 2) {
                        ForEach(letters, id: \.self) { letter in
                            Button(letter) {
                                proxy.scrollTo(letter, anchor: .top)
                            }
                            .font(.caption2.bold())
                        }
                    }
                    .padding(.trailing, 4)
                }
                .onAppear {
                    if let initialLetter {
                        proxy.scrollTo(initialLetter, anchor: .top)
                    }
                }
            }
            .navigationTitle("Glossary")
        }
    }
}

#Preview {
    GlossaryJumpList()
}

#Preview("Jumped to M") {
    GlossaryJumpList(initialLetter: "M")
}
