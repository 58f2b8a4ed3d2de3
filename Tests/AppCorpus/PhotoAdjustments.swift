import SwiftUI

// A photo editor's adjustment screen: the picture drawn with shapes (no asset catalogue), the
// chosen look applied with colour modifiers (`grayscale`, `saturation`, `colorInvert`,
// `luminanceToAlpha` for a mask-like "Ink" look), a strip of looks in a horizontal scroll view with
// content margins and no indicators, a segmented picker, and a card with uneven corner radii.

enum PhotoLook: String, CaseIterable, Identifiable {
    case original = "Original"
    case mono = "Mono"
    case vivid = "Vivid"
    case negative = "Negative"
    case ink = "Ink"
    var id: Self { self }
}

struct SamplePhoto: View {
    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.cyan, .blue.opacity(0.6), .orange.opacity(0.5)], startPoint: .top, endPoint: .bottom)
            Circle()
                .fill(.yellow)
                .frame(width: 56, height: 56)
                .offset(x: 70, y: -230)
            Image(systemName: "mountain.2.fill")
                .resizable()
                .scaledToFit()
                .foregroundStyle(.green)
                .padding(.horizontal, 12)
        }
    }
}

struct PhotoLookModifier: ViewModifier {
    let look: PhotoLook

    func body(content: Content) -> some View {
        switch look {
        case .original: content
        case .mono: content.grayscale(1)
        case .vivid: content.saturation(1.8).contrast(1.1)
        case .negative: content.colorInvert()
        case .ink: content.luminanceToAlpha().background(.white)
        }
    }
}

struct PhotoAdjustments: View {
    @State private var look = PhotoLook.vivid
    @State private var mode = "Looks"

    var body: some View {
        VStack(spacing: 20) {
            SamplePhoto()
                .modifier(PhotoLookModifier(look: look))
                .frame(height: 320)
                .clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 28, bottomLeading: 8, bottomTrailing: 28, topTrailing: 8)))
                .geometryGroup()
                .padding(.horizontal)
            Picker("Mode", selection: $mode) {
                Text("Looks").tag("Looks")
                Text("Adjust").tag("Adjust")
                Text("Crop").tag("Crop")
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(PhotoLook.allCases) { option in
                        Button {
                            look = option
                        } label: {
                            VStack(spacing: 6) {
                                SamplePhoto()
                                    .modifier(PhotoLookModifier(look: option))
                                    .frame(width: 72, height: 72)
                                    .clipShape(.rect(cornerRadius: 12))
                                    .overlay {
                                        RoundedRectangle(cornerRadius: 12)
                                            .strokeBorder(option == look ? Color.accentColor : .clear, lineWidth: 3)
                                    }
                                Text(option.rawValue)
                                    .font(.caption)
                                    .foregroundStyle(option == look ? .primary : .secondary)
                            }
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .scrollIndicators(.hidden)
            Spacer()
        }
    }
}

#Preview {
    PhotoAdjustments()
}
