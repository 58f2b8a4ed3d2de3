import SwiftUI

enum PhotoFilter: String, CaseIterable, Identifiable {
    case original = "Original"
    case mono = "Mono"
    case warm = "Warm"
    case cool = "Cool"
    case vivid = "Vivid"
    case faded = "Faded"
    var id: Self { self }
}

struct FilteredPhoto: View {
    let filter: PhotoFilter

    var body: some View {
        sample
            .grayscale(filter == .mono ? 1 : 0)
            .colorMultiply(filter == .warm ? Color(red: 1, green: 0.85, blue: 0.7) : .white)
            .hueRotation(.degrees(filter == .cool ? 40 : 0))
            .saturation(filter == .vivid ? 1.6 : filter == .faded ? 0.5 : 1)
            .contrast(filter == .faded ? 0.75 : 1)
    }

    private var sample: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom)
            Circle()
                .fill(.yellow)
                .frame(width: 60)
                .offset(y: -70)
            Ellipse()
                .fill(.green)
                .frame(height: 90)
                .offset(y: 40)
                .scaleEffect(x: 1.6)
        }
        .clipped()
    }
}

struct PhotoFilterPickerView: View {
    @State private var selected: PhotoFilter = .original

    var body: some View {
        VStack(spacing: 16) {
            FilteredPhoto(filter: selected)
                .frame(height: 320)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .padding(.horizontal)

            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(PhotoFilter.allCases) { filter in
                        VStack(spacing: 6) {
                            FilteredPhoto(filter: filter)
                                .frame(width: 64, height: 64)
                                .clipShape(RoundedRectangle(cornerRadius: 8))
                                .overlay {
                                    if filter == selected {
                                        RoundedRectangle(cornerRadius: 8)
                                            .stroke(.blue, lineWidth: 3)
                                    }
                                }
                                .zIndex(filter == selected ? 1 : 0)
                            Text(filter.rawValue)
                                .font(.caption2)
                                .foregroundStyle(filter == selected ? .primary : .secondary)
                        }
                        .onTapGesture { selected = filter }
                    }
                }
                .padding(.horizontal)
            }
            .scrollIndicators(.hidden)
            .scrollClipDisabled()

            Picker("Intensity", selection: $selected) {
                Label("Mono", systemImage: "circle.lefthalf.filled").tag(PhotoFilter.mono)
                Label("Warm", systemImage: "sun.max").tag(PhotoFilter.warm)
                Label("Cool", systemImage: "snowflake").tag(PhotoFilter.cool)
            }
            .pickerStyle(.palette)
            .padding(.horizontal)
            Spacer()
        }
    }
}

#Preview {
    PhotoFilterPickerView()
}

#Preview("Warm") {
    @Previewable @State var filter = PhotoFilter.warm
    FilteredPhoto(filter: filter)
        .frame(width: 200, height: 200)
}
