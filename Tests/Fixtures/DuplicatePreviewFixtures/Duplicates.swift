import Flipbook

// Two previews whose names slug alike (test fixture for the duplicate-name error).
#Preview("Sign in") { Text("One") }

#Preview("Sign-In") { Text("Two") }
