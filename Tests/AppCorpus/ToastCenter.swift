import SwiftUI

struct Toast: Equatable {
    enum Style {
        case success, warning, failure

        var icon: String {
            switch self {
            case .success: "checkmark.circle.fill"
            case .warning: "exclamationmark.triangle.fill"
            case .failure: "xmark.octagon.fill"
            }
        }

        var color: Color {
            switch self {
            case .success: .green
            case .warning: .orange
            case .failure: .red
            }
        }
    }

    var style: Style
    var message: String
}

struct ToastModifier: ViewModifier {
    @Binding var toast: Toast?

    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .top) {
                if let toast {
                    HStack(spacing: 12) {
                        Image(systemName: toast.style.icon)
                            .foregroundStyle(toast.style.color)
                        Text(toast.message)
                            .font(.subheadline.weight(.medium))
                        Spacer(minLength: 0)
                        Button {
                            self.toast = nil
                        } label: {
                            Image(systemName: "xmark")
                                .font(.caption.bold())
                                .foregroundStyle(.secondary)
                        }
                    }
                    .padding()
                    .background(.regularMaterial, in: Capsule())
                    .shadow(color: .black.opacity(0.12), radius: 10, y: 4)
                    .padding(.horizontal)
                    .transition(.move(edge: .top).combined(with: .opacity))
                }
            }
            .animation(.snappy, value: toast)
    }
}

extension View {
    func toast(_ toast: Binding<Toast?>) -> some View {
        modifier(ToastModifier(toast: toast))
    }
}

struct ToastCenter: View {
    @State private var toast: Toast?

    init(toast: Toast? = nil) {
        _toast = State(initialValue: toast)
    }

    var body: some View {
        NavigationStack {
            List {
                Button("Save draft") {
                    toast = Toast(style: .success, message: "Draft saved")
                }
                Button("Upload while offline") {
                    toast = Toast(style: .warning, message: "You're offline. We'll retry soon.")
                }
                Button("Delete shared file") {
                    toast = Toast(style: .failure, message: "You can't delete a shared file")
                }
            }
            .navigationTitle("Documents")
        }
        .toast($toast)
    }
}

#Preview("Saved") {
    ToastCenter(toast: Toast(style: .success, message: "Draft saved"))
}

#Preview("Offline") {
    ToastCenter(toast: Toast(style: .warning, message: "You're offline. We'll retry soon."))
}
