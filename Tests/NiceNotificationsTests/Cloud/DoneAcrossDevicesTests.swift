import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// An occurrence marked done on one device stops on the person's other devices.
struct DoneAcrossDevicesTests {
  /// 24 October 2026, the day before Berlin's clocks go back.
  let start = DateBuilder.Context.fixed(2026, 10, 24, 12, 0, in: "Europe/Berlin")

  @Test func doneOnOneDeviceIsSkippedAtTheOthersNextReschedule() async throws {
    let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start, tabletFollows: false)
    await phone.reschedule()
    await tablet.reschedule()
    let next = try #require(await tablet.pendingPills().first)
    try await phone.notifications.markHandled(try #require(RequestIdentifier(next)), date: nil)
    cloud.sync()
    #expect(await tablet.pendingPills().contains(next))
    let report = await tablet.reschedule()
    #expect(report.removed == [next])
    #expect(await !tablet.pendingPills().contains(next))
    #expect(await tablet.pendingPills().count == (await phone.pendingPills()).count)
    #expect(cloud.limitViolations.isEmpty)
  }

  @Test func doneOnOneDeviceLeavesTheOtherThroughTheChangeSignal() async throws {
    let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start)
    await phone.reschedule()
    await tablet.reschedule()
    let next = try #require(await tablet.pendingPills().first)
    try await phone.notifications.markHandled(try #require(RequestIdentifier(next)), date: nil)
    cloud.sync()
    let reports = try #require(await tablet.following?.reschedules())
    #expect(reports.flatMap(\.removed) == [next])
    #expect(await tablet.pendingPills() == phone.pendingPills())
    // The phone hears back its own write as no change: nothing is rescheduled there.
    #expect(try #require(await phone.following?.reschedules()).isEmpty)
  }

  @Test func aMarkNamesTheSameOccurrenceAcrossTheNightTheClocksGoBackAndAFlight() async throws {
    let cloud = SimulatedCloud()
    // The phone in Berlin, whose clocks go back at 03:00 on 25 October; the tablet in New
    // York, whose clocks go back a week later.
    let phone = try CloudDevice("phone", cloud: cloud, start: start)
    let tablet = try CloudDevice(
      "tablet", cloud: cloud, start: .fixed(2026, 10, 24, 6, 0, in: "America/New_York"))
    await phone.reschedule()
    await tablet.reschedule()
    let dstDay = "pills:0:20261025T090000"
    #expect(await phone.pendingPills().contains(dstDay))
    #expect(await tablet.pendingPills().contains(dstDay))
    // Past the night the clocks go back, the person takes the pill early, on the phone.
    await phone.center.advance(by: 15 * 3_600)
    try await phone.notifications.markHandled(try #require(RequestIdentifier(dstDay)), date: nil)
    cloud.sync()
    _ = await tablet.following?.reschedules()
    #expect(await !tablet.pendingPills().contains(dstDay))
    #expect(await tablet.pendingPills().contains("pills:0:20261026T090000"))
    // The tablet flies to Tokyo, where 25 October 09:00 is still ahead: still skipped.
    await tablet.center.setTimeZone(zone("Asia/Tokyo"))
    await tablet.reschedule()
    #expect(await !tablet.pendingPills().contains(dstDay))
    #expect(try await tablet.notifications.handledOccurrences(ofGroup: "pills") == [dstDay])
  }

  /// The phone snoozes the 09:00 pill of the day the clocks go back until the next morning; the
  /// person then takes it and taps Done on the tablet.
  @Test(arguments: [true, false])
  func aSnoozeOnOneDeviceDoesNotRemindOfADoseDoneOnAnother(phoneFollows: Bool) async throws {
    let cloud = SimulatedCloud()
    let phone = try CloudDevice("phone", cloud: cloud, start: start, follows: phoneFollows)
    let tablet = try CloudDevice("tablet", cloud: cloud, start: start)
    await phone.reschedule()
    await tablet.reschedule()
    let dstDay = "pills:0:20261025T090000"
    // 09:01 on the 25th, 22 hours after noon the day before: the clocks went back in the night.
    let morning = try #require(
      start.calendar.date(from: DateComponents(year: 2026, month: 10, day: 25, hour: 9, minute: 1)))
    #expect(morning.timeIntervalSince(start.now) == 22 * 3_600 + 60)
    for device in [phone, tablet] { await device.center.advance(to: morning) }
    let shown = try #require(await phone.center.delivered.first { $0.request.identifier == dstDay })
    try await phone.notifications.snooze(shown, .nextTime(hour: 9, minute: 0))
    let snooze = "pills:~snooze:0:20261025T090000"
    #expect(await phone.pendingPills().contains(snooze))
    let onTablet = try #require(await tablet.center.delivered.first { $0.request.identifier == dstDay })
    try await tablet.notifications.markDone(onTablet)
    cloud.sync()
    if let following = phone.following {
      #expect(await following.reschedules().flatMap(\.removed).contains(snooze))
    } else {
      #expect(await phone.reschedule().removed.contains(snooze))  // the next launch
    }
    #expect(await !phone.pendingPills().contains(snooze))
    _ = await phone.center.takeEvents()
    await phone.center.advance(by: 86_400)
    let deliveries = await phone.center.takeEvents().compactMap(\.delivery).map(\.identifier)
    #expect(!deliveries.contains(snooze))
  }

  @Test func deviceThatNeverSawTheMarkCannotEraseIt() async throws {
    let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start)
    let occurrence = try #require(RequestIdentifier("pills:0:20261025T090000"))
    try await phone.notifications.markHandled(occurrence, date: nil)
    cloud.sync(phone.keyValues)
    // The tablet, offline, never saw the mark: what it does cannot erase it.
    await tablet.center.advance(by: 3_600)
    try await tablet.notifications.unmarkHandled(occurrence)
    await tablet.handled.forgetHandled(before: await tablet.center.now)
    await tablet.reschedule()
    cloud.sync()
    cloud.sync()
    #expect(try await tablet.notifications.handledOccurrences(ofGroup: "pills") == [occurrence.description])
    #expect(try await phone.notifications.handledOccurrences(ofGroup: "pills") == [occurrence.description])
  }

  @Test func staleDevicesOlderUnmarkDoesNotUndoALaterDone() async throws {
    let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start)
    await phone.reschedule()
    await tablet.reschedule()
    let occurrence = try #require(RequestIdentifier("pills:0:20261025T090000"))
    try await phone.notifications.markHandled(occurrence, date: nil)
    cloud.sync()
    _ = await tablet.following?.reschedules()
    // Offline, the tablet undoes it at 13:00; at 14:00 the phone marks it done again.
    await tablet.center.advance(by: 3_600)
    try await tablet.notifications.unmarkHandled(occurrence)
    await phone.center.advance(by: 2 * 3_600)
    try await phone.notifications.markHandled(occurrence, date: nil)
    // The phone's mark reaches the server first; the tablet's older unmark arrives last.
    cloud.sync(phone.keyValues)
    cloud.sync(tablet.keyValues)
    cloud.sync(phone.keyValues)
    cloud.sync()
    _ = await tablet.following?.reschedules()
    _ = await phone.following?.reschedules()
    for device in [phone, tablet] {
      #expect(try await device.notifications.handledOccurrences(ofGroup: "pills") == [occurrence.description])
      #expect(await !device.pendingPills().contains(occurrence.description))
    }
  }

  @Test func anUnmarkMadeAfterTheMarkBringsTheOccurrenceBackEverywhere() async throws {
    let (cloud, phone, tablet) = try CloudDevice.phoneAndTablet(start: start)
    await phone.reschedule()
    await tablet.reschedule()
    let occurrence = try #require(RequestIdentifier("pills:0:20261025T090000"))
    try await phone.notifications.markHandled(occurrence, date: nil)
    cloud.sync()
    _ = await tablet.following?.reschedules()
    #expect(await !tablet.pendingPills().contains(occurrence.description))
    await tablet.center.advance(by: 60)
    try await tablet.notifications.unmarkHandled(occurrence)
    cloud.sync()
    _ = await phone.following?.reschedules()
    #expect(await phone.pendingPills().contains(occurrence.description))
    #expect(try await phone.notifications.handledOccurrences(ofGroup: "pills").isEmpty)
  }

  @Test func aDoneStaysDoneWhenADeviceWhoseClockIsDaysAheadForgetsIt() async throws {
    let cloud = SimulatedCloud()
    let tablet = try CloudDevice("tablet", cloud: cloud, start: start)
    // Its clock set three days ahead by hand, the phone holds the tablet's mark as past.
    var ahead = start
    ahead.now += 3 * 86_400
    let phone = try CloudDevice("phone", cloud: cloud, start: ahead)
    await tablet.reschedule()
    let dstDay = "pills:0:20261025T090000"
    try await tablet.notifications.markHandled(try #require(RequestIdentifier(dstDay)), date: nil)
    cloud.sync()
    // The phone's own mark forgets what its clock holds as past, the tablet's among them.
    await phone.reschedule()
    let phoneNext = try #require(await phone.pendingPills().first)
    try await phone.notifications.markHandled(try #require(RequestIdentifier(phoneNext)), date: nil)
    cloud.sync()
    _ = await tablet.following?.reschedules()
    await tablet.reschedule()
    #expect(await !tablet.pendingPills().contains(dstDay))
    await tablet.center.advance(by: 86_400)
    #expect(await !tablet.center.delivered.map(\.request.identifier).contains(dstDay))
    #expect(try await tablet.notifications.handledOccurrences(ofGroup: "pills").contains(dstDay))

    // Once the tablet's clock has it as past too, it is forgotten everywhere.
    cloud.sync()
    await tablet.center.advance(by: 2 * 86_400)
    await tablet.handled.forgetHandled(before: await tablet.center.now)
    cloud.sync()
    #expect(try await tablet.notifications.handledOccurrences(ofGroup: "pills").isEmpty == false)
    #expect(try await !tablet.notifications.handledOccurrences(ofGroup: "pills").contains(dstDay))
    #expect(try await !phone.notifications.handledOccurrences(ofGroup: "pills").contains(dstDay))
    #expect(cloud.limitViolations.isEmpty)
  }
}
