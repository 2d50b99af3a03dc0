#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
  public import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A ready-made debug screen: what the package has scheduled and why, and what was missed, from a
  /// ``NotificationsDiagnostics`` snapshot, with its text export to share or copy:
  /// `NavigationView { NotificationsDebugView(notifications: notifications) }`.
  public struct NotificationsDebugView: View {
    private let notifications: LocalNotifications
    @State private var diagnostics: NotificationsDiagnostics?
    @State private var failure: String?
    @State private var copied = false

    /// Creates the debug screen of `notifications`.
    public init(notifications: LocalNotifications) {
      self.notifications = notifications
    }

    /// The list of sections.
    public var body: some View {
      List {
        if let diagnostics {
          summary(diagnostics)
          ForEach(diagnostics.groups) { group in
            groupSection(group, in: diagnostics.timeZone)
          }
          if !diagnostics.ungroupedDeferrals.isEmpty {
            Section {
              ForEach(diagnostics.ungroupedDeferrals, id: \.identifier) { deferral in
                deferralRow(deferral, in: diagnostics.timeZone)
              }
            } header: {
              Text("Deferred without a group")
            }
          }
          foreignSection(diagnostics)
          auditSection(diagnostics)
          Section {
            export(diagnostics.text)
          } header: {
            Text("Report")
          }
        } else if let failure {
          Text(failure).foregroundColor(.red)
        } else {
          ProgressView()
        }
      }
      .navigationTitle("Notifications")
      .task { await load() }
      .refreshable { await load() }
    }

    private func load() async {
      do throws(LocalNotificationsError) {
        diagnostics = try await notifications.diagnostics()
        failure = nil
      } catch {
        failure = error.description
      }
      copied = false
    }

    private func summary(_ diagnostics: NotificationsDiagnostics) -> some View {
      Section {
        row("Authorization", diagnostics.authorization.rawValue)
        row("Pending", "\(diagnostics.pendingCount) of \(diagnostics.capacity)")
        row("Time zone", diagnostics.timeZone.identifier)
        row("Taken", date(diagnostics.takenAt, in: diagnostics.timeZone))
        row("Refill by", date(diagnostics.refillDate, in: diagnostics.timeZone))
        row("Tail notice", diagnostics.tailNoticeDate.map { date($0, in: diagnostics.timeZone) } ?? "none")
      } header: {
        Text("Summary")
      }
    }

    private func groupSection(_ group: NotificationsDiagnostics.GroupSummary, in zone: TimeZone) -> some View
    {
      Section {
        row("Permission", group.permission?.rawValue ?? "unreadable")
        ForEach(group.scheduled) { request in
          VStack(alignment: .leading, spacing: 2) {
            HStack {
              Text(date(request.nextFireDate, in: zone)).font(.system(.body, design: .monospaced))
              if request.isCompressed {
                Text("compressed")
                  .font(.caption2)
                  .padding(.horizontal, 6)
                  .background(Capsule().fill(Color.accentColor.opacity(0.2)))
              }
            }
            Text(request.request.content.title).font(.subheadline)
            Text(request.id).font(.caption).foregroundColor(.secondary)
          }
        }
        ForEach(group.deferred, id: \.identifier) { deferral in
          deferralRow(deferral, in: zone)
        }
        if group.refillDate != nil {
          row("Refill by", date(group.refillDate, in: zone))
        }
      } header: {
        Text(group.isRegistered ? group.identifier : "\(group.identifier) (not registered)")
      }
    }

    private func deferralRow(_ deferral: Deferral, in zone: TimeZone) -> some View {
      VStack(alignment: .leading, spacing: 2) {
        Text("Deferred: \(date(deferral.fireDate, in: zone))").font(.system(.body, design: .monospaced))
        Text(deferral.reason.description).font(.subheadline).foregroundColor(.orange)
        Text(deferral.identifier).font(.caption).foregroundColor(.secondary)
      }
    }

    @ViewBuilder
    private func foreignSection(_ diagnostics: NotificationsDiagnostics) -> some View {
      if !diagnostics.foreignRequests.isEmpty {
        Section {
          ForEach(diagnostics.foreignRequests) { foreign in
            VStack(alignment: .leading, spacing: 2) {
              Text(date(foreign.nextFireDate, in: diagnostics.timeZone)).font(
                .system(.body, design: .monospaced))
              Text(foreign.identifier).font(.caption).foregroundColor(.secondary)
            }
          }
        } header: {
          Text("Other code's requests")
        }
      }
    }

    @ViewBuilder
    private func auditSection(_ diagnostics: NotificationsDiagnostics) -> some View {
      Section {
        if let audit = diagnostics.deliveryAudit {
          if audit.findings.isEmpty { Text("Nothing missed") }
          ForEach(audit.findings, id: \.identifier) { missed in
            VStack(alignment: .leading, spacing: 2) {
              Text(date(missed.fireDate, in: diagnostics.timeZone)).font(.system(.body, design: .monospaced))
              Text(missed.reason.description).font(.subheadline).foregroundColor(.orange)
              Text(missed.identifier).font(.caption).foregroundColor(.secondary)
            }
          }
        } else {
          Text("No delivery record: none kept, or unreadable").foregroundColor(.secondary)
        }
      } header: {
        Text("Missed deliveries")
      }
    }

    @ViewBuilder
    private func export(_ text: String) -> some View {
      if #available(iOS 16, macOS 13, *) {
        ShareLink(item: text) {
          Label("Share the report", systemImage: "square.and.arrow.up")
        }
      } else {
        #if canImport(UIKit)
          Button {
            UIPasteboard.general.string = text
            copied = true
          } label: {
            Label(copied ? "Copied" : "Copy the report", systemImage: "doc.on.doc")
          }
        #else
          Text(text).font(.system(.caption, design: .monospaced)).textSelection(.enabled)
        #endif
      }
    }

    private func row(_ title: String, _ value: String) -> some View {
      HStack {
        Text(title)
        Spacer()
        Text(value).foregroundColor(.secondary)
      }
    }

    private func date(_ date: Date?, in zone: TimeZone) -> String {
      DiagnosticsDateText.format(date, in: zone)
    }
  }
#endif
