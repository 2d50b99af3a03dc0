import Foundation
import NiceNotifications
import Testing
import TestSupport

/// How the planner recognises a pending request it would make again: by the fingerprint of
/// its content and trigger, under the very text of its identifier.
struct UnchangedRequestTests {
  /// The Saturday before New York's clocks fall back, so that the window crosses the change.
  let context = DateBuilder.Context.fixed(2026, 10, 31, 10, 0, in: "America/New_York")

  func timeline(title: String = "Stretch") -> NotificationsTimeline {
    NotificationsTimeline {
      EveryDay(forDays: 5, starting: .today).at(hour: 9, minute: 30).schedule(title: title)
    }
  }

  func plan(_ group: String, _ timeline: NotificationsTimeline, pending: [PendingRequest] = [])
    async -> ReschedulePlan
  {
    await ReschedulePlanner.plan(
      [PlanningGroup(identifier: group, timeline: timeline)], pending: pending, in: context, capacity: 64,
      policy: .expanding)
  }

  @Test func anUnchangedWindowAcrossAClockChangeIsKeptUnderItsOwnIdentifiers() async {
    let first = await plan("stretch", timeline())
    let pending = applying(first, to: [])
    #expect(pending.count == 4)
    let again = await plan("stretch", timeline(), pending: pending)
    #expect(again.changes.isEmpty)
    #expect(again.kept == pending.map(\.request.identifier))
  }

  @Test func aPendingRequestWithOtherContentIsReplaced() async {
    let pending = applying(await plan("stretch", timeline()), to: [])
    let changed = await plan("stretch", timeline(title: "Walk"), pending: pending)
    #expect(changed.changes.count == 4)
    #expect(changed.changes.allSatisfy { if case .replace = $0 { true } else { false } })
  }

  /// A pending request whose identifier this version writes otherwise (version 1 wrote the
  /// group `50%` unescaped) names the same occurrence, but its text is not taken for the
  /// occurrence's: it is replaced under the text this version writes, in the same plan —
  /// never kept under the old text, never kept beside the new one.
  @Test func aPendingIdentifierInAnEarlierSpellingIsReplacedByTheCurrentOne() async {
    let current = await plan("50%", timeline())
    let written = current.additions.map(\.identifier)
    #expect(written.allSatisfy { $0.hasPrefix("50%25:") })
    let earlier = current.additions.map { request in
      var old = request
      old.identifier = "50%" + request.identifier.drop { $0 != ":" }
      return PendingRequest(request: old, fingerprint: old.fingerprint)
    }
    #expect(earlier.allSatisfy { RequestIdentifier($0.request.identifier)?.group == "50%" })
    let replanned = await plan("50%", timeline(), pending: earlier)
    #expect(Set(replanned.removals) == Set(earlier.map(\.request.identifier)))
    #expect(replanned.additions.map(\.identifier) == written)
    #expect(replanned.kept.isEmpty)
  }

  /// A request whose identifier escapes a `%` is kept when nothing changed, like any other.
  @Test func anEscapedIdentifierIsKeptWhenUnchanged() async {
    let pending = applying(await plan("100%", timeline()), to: [])
    #expect(pending.allSatisfy { $0.request.identifier.hasPrefix("100%25:") })
    let again = await plan("100%", timeline(), pending: pending)
    #expect(again.changes.isEmpty)
    #expect(again.kept.count == 4)
  }

  /// A pending identifier of other bytes is another request, as the system compares them.
  ///
  /// One written under a decomposed spelling of the group (`cafe` and a combining accent,
  /// where this version writes the precomposed `é`) is replaced, once, under the text this
  /// version writes, and never kept in its place, however equal the two are to Swift.
  @Test func aPendingIdentifierOfOtherBytesThatSwiftCallsEqualIsReplacedOnce() async {
    let current = await plan("caf\u{E9}", timeline())
    let written = current.additions.map(\.identifier)
    let decomposed = current.additions.map { request in
      var other = request
      other.identifier = "cafe\u{301}" + request.identifier.drop { $0 != ":" }
      return PendingRequest(request: other, fingerprint: other.fingerprint)
    }
    // Equal as Swift strings, not as bytes.
    #expect(decomposed.map(\.request.identifier) == written)
    #expect(zip(decomposed, written).allSatisfy { Array($0.request.identifier.utf8) != Array($1.utf8) })
    let replanned = await plan("caf\u{E9}", timeline(), pending: decomposed)
    #expect(replanned.kept.isEmpty)
    #expect(replanned.removals.count == 4)
    #expect(replanned.removals.allSatisfy { $0.utf8.starts(with: "cafe\u{301}".utf8) })
    #expect(replanned.additions.map { Array($0.identifier.utf8) } == written.map { Array($0.utf8) })
  }
}
