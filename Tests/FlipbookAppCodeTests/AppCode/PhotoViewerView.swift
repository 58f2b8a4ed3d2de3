import Flipbook

struct PhotoViewerView: View {
    @State private var path = ["Sunset"]

    var body: some View {
        NavigationStack(path: $path) {
            List(["Sunset", "Harbour"], id: \.self) { name in
                NavigationLink(name, value: name)
            }
            .navigationTitle("Photos")
            .navigationDestination(for: String.self) { name in
                PhotoView(name: name)
            }
        }
    }
}

struct PhotoView: View {
    let name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom)
                .aspectRatio(3 / 4, contentMode: .fit)
                .overlay(alignment: .bottomLeading) {
                    Text(name).font(.title2.bold()).foregroundStyle(.white).padding()
                }
        }
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Done") { dismiss() }
            }
        }
        .toolbarColorScheme(.dark, for: .navigationBar)
        .toolbarBackground(.black, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .statusBarHidden()
        .persistentSystemOverlays(.hidden)
    }
}

#Preview("Photo viewer") {
    PhotoViewerView()
}
