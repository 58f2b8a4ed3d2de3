import SwiftUI

struct GlossaryTerm: Identifiable {
    let id = UUID()
    let word: String
    let definition: String
}

struct StudyNotesView: View {
    let terms = [
        GlossaryTerm(word: "Chlorophyll", definition: "The green pigment that absorbs red and blue light."),
        GlossaryTerm(word: "Stomata", definition: "Pores in a leaf that let gases in and out."),
        GlossaryTerm(word: "Glucose", definition: "A sugar the plant stores as starch."),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Plants capture light with ")
                        + Text("chlorophyll").underline(pattern: .dot, color: .green)
                        + Text(" and turn water and carbon dioxide into ")
                        + Text("glucose").underline(pattern: .dot, color: .green)
                        + Text(" and oxygen.")

                    GroupBox("Key terms") {
                        VStack(alignment: .leading, spacing: 12) {
                            ForEach(terms) { term in
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(term.word)
                                        .font(.headline)
                                        .underline(pattern: .dash)
                                    Text(term.definition)
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                }
                                .frame(maxWidth: .infinity, alignment: .leading)
                            }
                        }
                    }

                    HStack {
                        Text("Quiz answer: 6 CO₂")
                            .strikethrough(pattern: .dashDot, color: .red)
                        Text("6 H₂O")
                            .fontWeight(.semibold)
                            .underline(pattern: .dashDotDot, color: .blue)
                    }
                }
                .padding()
            }
            .navigationTitle("Photosynthesis")
        }
    }
}

#Preview {
    StudyNotesView()
}

#Preview("Study notes, dark") {
    StudyNotesView()
        .preferredColorScheme(.dark)
}
