import Flipbook

/// A push, a sheet and an alert, to compare with Reduce Motion on: the pushed screen slides in
/// (or fades in), the sheet slides up (or fades in), the alert grows into place (or only fades).
struct ReduceMotionTour: View {
    @State private var showsSheet = false
    @State private var showsAlert = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Details") { details }
            }
            .navigationTitle("Motion")
        }
    }

    private var details: some View {
        List {
            Button("Show Sheet") { showsSheet = true }
            Button("Show Alert") { showsAlert = true }
        }
        .navigationTitle("Details")
        .sheet(isPresented: $showsSheet) { ReduceMotionSheet() }
        .alert("Saved", isPresented: $showsAlert) {
            Button("OK") {}
        } message: {
            Text("Your changes are saved.")
        }
    }
}

private struct ReduceMotionSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Text("A sheet").font(.title2)
            Button("Done") { dismiss() }
        }
    }
}

extension FlipbookScene {
    /// The same scene twice: as it moves, and as `NAME-reduce-motion`, with Reduce Motion and its
    /// Prefer Cross-Fade Transitions option on.
    static func withReducedMotion<Content: View>(
        _ name: String, size: CGSize, duration: Double, goldenTimes: [Double], summary: String,
        @ScriptBuilder script: @escaping @MainActor @Sendable () -> [any ScriptEvent],
        @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
    ) -> [FlipbookScene] {
        [false, true].map { reduced in
            var scene = FlipbookScene(reduced ? name + "-reduce-motion" : name, size: size, scale: 2, duration: duration,
                                      summary: summary + (reduced ? " (Reduce Motion, cross-fades)" : ""),
                                      script: script, content: content)
                .goldenTimes(goldenTimes)
            scene.accessibilityReduceMotion = reduced
            scene.accessibilityPrefersCrossFadeTransitions = reduced
            return scene
        }
    }

    static let reduceMotionDemos: [FlipbookScene] =
        withReducedMotion("reduce-motion-tour", size: CGSize(width: 390, height: 480), duration: 3.6,
                          goldenTimes: [0.3, 1.0, 1.3, 3.07, 3.5],
                          summary: "A push, a sheet and an alert: sliding and zooming, or cross-fading in place") {
            Tap("Details", at: 0.2)
            Tap("Show Sheet", at: 1.2)
            Tap("Done", at: 2.2)
            Tap("Show Alert", at: 3.0)
        } content: {
            ReduceMotionTour()
        }
}
