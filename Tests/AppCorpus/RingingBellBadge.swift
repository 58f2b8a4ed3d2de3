import SwiftUI

// A notifications button that rings when a new alert arrives: a phaseAnimator driven by a
// trigger tilts the bell left and right, an enum of phases carries each step's angle and scale,
// and the unread count sits in a red capsule on the bell's top trailing corner.

enum BellPhase: CaseIterable {
    case rest, left, right, settle

    var angle: Angle {
        switch self {
        case .rest, .settle: .zero
        case .left: .degrees(-18)
        case .right: .degrees(18)
        }
    }

    var scale: Double { self == .rest ? 1 : 1.15 }
}

struct RingingBellBadge: View {
    @State private var unread = 3

    var body: some View {
        VStack(spacing: 40) {
            Image(systemName: "bell.fill")
                .font(.system(size: 56))
                .foregroundStyle(.orange)
                .phaseAnimator(BellPhase.allCases, trigger: unread) { bell, phase in
                    bell
                        .rotationEffect(phase.angle, anchor: .top)
                        .scaleEffect(phase.scale)
                } animation: { phase in
                    switch phase {
                    case .rest: .smooth
                    case .left, .right: .easeInOut(duration: 0.12)
                    case .settle: .spring(bounce: 0.5)
                    }
                }
                .overlay(alignment: .topTrailing) {
                    if unread > 0 {
                        Text("\(unread)")
                            .font(.caption.bold())
                            .foregroundStyle(.white)
                            .padding(.horizontal, 7)
                            .padding(.vertical, 3)
                            .background(.red, in: Capsule())
                            .offset(x: 10, y: -6)
                    }
                }

            Button("Simulate Notification") {
                unread += 1
            }
            .buttonStyle(.borderedProminent)
            .tint(.orange)
        }
    }
}

#Preview {
    RingingBellBadge()
}
