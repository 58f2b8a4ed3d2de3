/// What an iPhone draws over every app, drawn over a device preview as Xcode's canvas shows it:
/// the status bar (9:41, cellular bars, Wi-Fi and a full battery) in the top inset and the home
/// indicator in the bottom one, in the label colour (black in the light appearance, white in the
/// dark). An iPhone held on its side shows no status bar; a Home-button iPhone no indicator.
/// It fills what it is offered: the preview lays it over the screen, ignoring the safe area. The
/// content's `overlays` requests hide either part, or draw the status bar in a bar's colour scheme.
struct DeviceChrome: View {
    let size: CGSize
    let insets: EdgeInsets
    let isLandscape: Bool
    var overlays = SystemOverlays()

    var body: some View {
        ZStack(alignment: .top) {
            Color.clear
            if !isLandscape, insets.top > 0, overlays.showsStatusBar {
                StatusBar(width: size.width, height: insets.top)
                    .barColorScheme(overlays.statusBarScheme)
            }
            if insets.bottom > 0, overlays.showsHomeIndicator {
                // Over a sheet too: the system draws it above every window.
                OnTopLayer(isOverPresentations: true) {
                    Capsule()
                        .fill(Color.primary)
                        .frame(width: isLandscape ? 220 : 144, height: 5)
                        .position(x: size.width / 2, y: size.height - 8 - 2.5)
                }
            }
        }
    }
}

/// The time at the leading side and the signal and battery at the trailing side, each centred
/// in its half of a Face ID iPhone's top inset (beside the camera housing); on a Home-button
/// iPhone's 20-point bar, the time is in the middle.
private struct StatusBar: View {
    let width: CGFloat
    let height: CGFloat

    private var isCompact: Bool { height <= 24 }

    var body: some View {
        ZStack {
            time.position(x: isCompact ? width / 2 : width * 0.17, y: isCompact ? 10 : height * 0.48)
            indicators.position(x: isCompact ? width - 38 : width * 0.81, y: isCompact ? 10 : height * 0.48)
        }
        .frame(width: width, height: height)
    }

    private var time: some View {
        Text("9:41").font(.system(size: isCompact ? 12 : 17, weight: .semibold))
    }

    private var indicators: some View {
        HStack(spacing: 6) {
            CellularBars().frame(width: 17, height: 11)
            WiFiArcs().fill(Color.primary).frame(width: 15, height: 11)
            Battery().frame(width: 27, height: 13)
        }
        .scaleEffect(isCompact ? 0.85 : 1)
    }
}

/// Four bars rising left to right, all full.
private struct CellularBars: View {
    var body: some View {
        HStack(alignment: .bottom, spacing: 1.7) {
            ForEach(0..<4) { bar in
                RoundedRectangle(cornerRadius: 1)
                    .fill(Color.primary)
                    .frame(width: 3, height: 4 + 2.3 * CGFloat(bar))
            }
        }
    }
}

/// The Wi-Fi fan: a dot and two arcs above it, drawn as three nested sectors with gaps.
private struct WiFiArcs: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let centre = CGPoint(x: rect.midX, y: rect.maxY)
        let spread = Angle.degrees(44)
        for (outer, inner) in [(rect.height, rect.height * 0.72), (rect.height * 0.6, rect.height * 0.33), (rect.height * 0.22, 0)] {
            path.addArc(center: centre, radius: outer, startAngle: .degrees(-90) - spread, endAngle: .degrees(-90) + spread,
                        clockwise: false)
            if inner > 0 {
                path.addArc(center: centre, radius: inner, startAngle: .degrees(-90) + spread, endAngle: .degrees(-90) - spread,
                            clockwise: true)
            } else {
                path.addLine(to: centre)
            }
            path.closeSubpath()
        }
        return path
    }
}

/// A full battery: a faint rounded outline and cap, filled inside.
private struct Battery: View {
    var body: some View {
        HStack(spacing: 1) {
            ZStack {
                RoundedRectangle(cornerRadius: 4.3)
                    .stroke(Color.primary.opacity(0.35), lineWidth: 1)
                RoundedRectangle(cornerRadius: 2.5)
                    .fill(Color.primary)
                    .padding(2)
            }
            .frame(width: 25, height: 13)
            RoundedRectangle(cornerRadius: 1)
                .fill(Color.primary.opacity(0.4))
                .frame(width: 1.3, height: 4)
        }
    }
}
