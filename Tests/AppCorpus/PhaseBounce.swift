import SwiftUI

struct PhaseBounce: View {
    var body: some View {
        Image(systemName: "heart.fill")
            .font(.system(size: 60))
            .foregroundStyle(.red)
            .phaseAnimator([false, true]) { content, phase in
                content.scaleEffect(phase ? 1.3 : 1)
            } animation: { _ in
                .spring(duration: 0.5, bounce: 0.5)
            }
    }
}

#Preview {
    PhaseBounce()
}
