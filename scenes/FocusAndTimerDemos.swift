import Flipbook

// Everyday app state: a sign-in form whose focus moves from field to field on return
// (@FocusState, focused(_:equals:), onSubmit) and which remembers the user (@AppStorage); a
// countdown driven by Timer.publish(...).autoconnect() and onReceive on the scene's clock; a mail
// screen with tab and row badges, a headline that shrinks to fit, and the size class.

struct SignInForm: View {
    enum Field: Hashable { case email, password }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @AppStorage("rememberMe") private var rememberMe = false
    @AppStorage("lastUser") private var lastUser = ""

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Email", text: $email)
                        .textInputAutocapitalization(.never)
                        .keyboardType(.emailAddress)
                        .focused($focusedField, equals: .email)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .password }
                    SecureField("Password", text: $password)
                        .focused($focusedField, equals: .password)
                        .submitLabel(.go)
                        .onSubmit(signIn)
                } footer: {
                    Text(lastUser.isEmpty ? "Not signed in" : "Signed in as \(lastUser)")
                }
                Section {
                    Toggle("Remember me", isOn: $rememberMe)
                }
            }
            .navigationTitle("Sign In")
        }
    }

    private func signIn() {
        focusedField = nil
        lastUser = rememberMe ? email : ""
    }
}

struct CountdownTimerView: View {
    @State private var timeRemaining = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 8) {
            Text("\(timeRemaining)")
                .font(.system(size: 72, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText())
            Text(timeRemaining > 0 ? "seconds left" : "Time's up!")
                .foregroundStyle(.secondary)
        }
        .onReceive(timer) { _ in
            if timeRemaining > 0 {
                withAnimation { timeRemaining -= 1 }
            }
        }
    }
}

struct MailTabs: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section {
                        Text("Inbox").badge(12)
                        Text("Drafts").badge("new")
                        Text("Sent")
                    } footer: {
                        Text(sizeClass == .compact ? "Compact width" : "Regular width")
                    }
                    Section {
                        Text("Quarterly planning notes for the whole design team")
                            .font(.headline)
                            .lineLimit(1)
                            .minimumScaleFactor(0.7)
                        HStack {
                            Text("Archive")
                            Spacer()
                            Image(systemName: "checkmark").hidden()
                        }
                    }
                }
                .scrollIndicators(.hidden)
                .refreshable {}
                .navigationTitle("Mail")
            }
            .tabItem { Label("Mail", systemImage: "envelope") }
            .badge(3)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

extension FlipbookScene {
    /// Focus follows taps and returns; the remembered user is kept in the scene's app storage.
    static let signInFocus = FlipbookScene("sign-in-focus", size: CGSize(width: 390, height: 500), duration: 3,
                                           summary: "@FocusState moving on submit, @AppStorage remember-me") {
        Tap("Email", at: 0.3)
        TypeText("Email", "ada@example.com\n", at: 0.8)
        TypeText("Password", "lovelace", at: 1.3)
        Flip("Remember me", at: 1.8)
        TypeText("Password", "\n", at: 2.3)
    } content: {
        SignInForm()
    }.goldenTimes([0.5, 1.0, 1.5, 2.1, 2.9])

    /// Counts down from 3 once a scene second, the digits rolling, then says time is up.
    static let countdownTimer = FlipbookScene("countdown-timer", size: CGSize(width: 300, height: 240), duration: 4,
                                              summary: "Timer.publish(every:on:in:).autoconnect() + onReceive on the scene clock") {
        CountdownTimerView()
    }.goldenTimes([0.5, 1.1, 2.5, 3.5])

    /// Tab and row badges, a shrunk headline, a hidden checkmark, the size class.
    static let mailBadges = FlipbookScene("mail-badges", size: CGSize(width: 390, height: 844), duration: 0.5,
                                          summary: "badge on tabItem and List rows, minimumScaleFactor, hidden, size class") {
        MailTabs()
    }.goldenTimes([0])

    static let focusAndTimerDemos: [FlipbookScene] = [.signInFocus, .countdownTimer, .mailBadges]
}
