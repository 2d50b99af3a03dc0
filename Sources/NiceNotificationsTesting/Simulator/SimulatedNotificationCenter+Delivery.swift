import NiceNotifications
public import Foundation
import NotificationCenterModel

extension SimulatedNotificationCenter {
  /// Changes the device's time zone, as when the person travels; floating calendar triggers keep their
  /// local time: `await center.setTimeZone(TimeZone(identifier: "Europe/Berlin") ?? .current)`.
  ///
  /// A skipped local time is not delivered late, and a one-shot one now past is dropped as
  /// ``DroppedRequest/Reason/neverFires``; other triggers do not move.
  public func setTimeZone(_ timeZone: TimeZone) {
    guard timeZone != calendar.timeZone else { return }
    calendar.timeZone = timeZone
    record(.timeZoneChanged(timeZone, at: now))
    let context = self.context
    var neverFiring: [PendingEntry] = []
    for index in entries.indices where entries[index].isFloating {
      entries[index].armedSince = max(entries[index].armedSince, now)
      entries[index].nextFire = entries[index].computeNextFire(in: context)
      if entries[index].nextFire == nil { neverFiring.append(entries[index]) }
    }
    for entry in neverFiring {
      entries.removeAll { $0.sequence == entry.sequence }
      drop(entry, because: .neverFires)
    }
  }

  /// Moves the app to the foreground, the background, or ends it: `await center.setAppState(.background)`.
  public func setAppState(_ state: AppState) async {
    guard moveApp(to: state) else { return }
    if state == .foreground, let activationHandler { await activationHandler() }
  }

  @discardableResult
  func moveApp(to state: AppState) -> Bool {
    guard state != appState else { return false }
    appState = state
    record(.appStateChanged(state, at: now))
    return true
  }

  /// Sets what runs each time the app comes to the foreground: `await center.setActivationHandler { … }`.
  public func setActivationHandler(_ handler: (@Sendable () async -> Void)?) {
    activationHandler = handler
  }

  /// Switches the device off; pending requests survive until ``powerOn(at:)``: `await center.powerOff()`.
  public func powerOff() {
    guard isPoweredOn else { return }
    isPoweredOn = false
    record(.poweredOff(at: now))
    moveApp(to: .notRunning)
  }

  /// Switches the device on at `date`, delivering once what came due: `await center.powerOn(at: date)`.
  public func powerOn(at date: Date) async {
    guard !isPoweredOn else {
      await advance(to: date)
      return
    }
    if date > now { now = date }
    isPoweredOn = true
    record(.poweredOn(at: now))
    await deliverDue(through: now)
  }

  /// Switches the device off, lets `seconds` pass, and on again: `await center.restart(after: 8 * 3_600)`.
  public func restart(after seconds: TimeInterval) async {
    powerOff()
    await powerOn(at: now.addingTimeInterval(max(0, seconds)))
  }

  /// The device enters a region, delivering what notifies on entry: `await center.enterRegion("office")`.
  public func enterRegion(_ identifier: String) async {
    guard isPoweredOn else { return }
    record(.regionEntered(identifier, at: now))
    await fireRegion(identifier) { $0.notifyOnEntry }
  }

  /// The device leaves a region, delivering what notifies on exit: `await center.exitRegion("office")`.
  public func exitRegion(_ identifier: String) async {
    guard isPoweredOn else { return }
    record(.regionExited(identifier, at: now))
    await fireRegion(identifier) { $0.notifyOnExit }
  }

  /// Delivers what is due by `target` one at a time: handlers may call back into the simulator.
  func deliverDue(through target: Date) async {
    while isPoweredOn, let due = Self.nextDue(in: entries, through: target) {
      if due.fire > now { now = due.fire }
      let fired = entries.fire(at: due.index, in: context)
      await present(fired.request, listed: true)
    }
  }

  /// The entry of `entries` that fires first by `target`, the earlier added on a tie, and when.
  static func nextDue(in entries: [PendingEntry], through target: Date) -> (index: Int, fire: Date)? {
    var best: (index: Int, fire: Date, sequence: UInt64)?
    for (index, entry) in entries.enumerated() {
      guard let fire = entry.nextFire, fire <= target else { continue }
      if let current = best, (current.fire, current.sequence) <= (fire, entry.sequence) { continue }
      best = (index, fire, entry.sequence)
    }
    return best.map { ($0.index, $0.fire) }
  }

  private func fireRegion(_ identifier: String, when notifies: (LocationRegion) -> Bool) async {
    let matching = entries.filter { entry in
      guard case .location(let region, _) = entry.request.trigger else { return false }
      return region.identifier == identifier && notifies(region)
    }.sorted { $0.sequence < $1.sequence }
    for entry in matching {
      guard let index = entries.firstIndex(where: { $0.sequence == entry.sequence }) else { continue }
      if entry.request.trigger?.repeats != true { entries.remove(at: index) }
      // Location-triggered notifications cannot be retrieved (§2).
      await present(entry.request, listed: false)
    }
  }

  /// Presents a notification that fired now, replacing a delivered one with the same identifier.
  func present(_ request: NotificationRequest, listed systemListed: Bool) async {
    let date = now
    let notification = DeliveredNotification(request: request, date: date)
    var foregroundOptions: PresentationOptions?
    if appState == .foreground, settings.authorizationStatus.allowsScheduling {
      foregroundOptions = await presentationHandler?(notification) ?? foregroundPresentationWithoutHandler
    }
    let content = request.content
    let effect = DeliveryRule.effect(
      of: DeliveryRule.Content(
        title: content.title, subtitle: content.subtitle, body: content.body,
        hasSound: content.sound != nil, badge: content.badge),
      settings: DeliveryRule.Settings(settings),
      foregroundOptions: foregroundOptions.map(DeliveryRule.ForegroundOptions.init),
      listable: systemListed)
    guard effect.delivered else {
      record(.discarded(request.identifier, at: date))
      return
    }
    record(
      .delivered(
        request.identifier, presentation: foregroundOptions.map { .foreground($0) } ?? .system, at: date))
    // Seen: shown by the system, or presented in the foreground as a banner or in the list.
    let seen = foregroundOptions.map { !$0.isDisjoint(with: [.banner, .list]) } ?? true
    if seen {
      shown.removeAll { $0.notification.request.identifier.isSameIdentifier(as: request.identifier) }
      shown.append(ShownNotification(notification: notification, listed: effect.listed))
    }
    if effect.alerted { alertCount += 1 }
    if effect.sounded { soundCount += 1 }
    if let badge = effect.badge { setBadge(badge) }
    // The app's `willPresent` chose how it came; without a handler, as on iOS without a delegate,
    // the app is not told.
    if let foregroundOptions, presentationHandler != nil {
      await responseRecorders.recordPresentation(notification, options: foregroundOptions)
    }
  }

  /// Drops requests beyond ``pendingCapacity`` as the ``overflowPolicy`` says; each request takes one slot.
  func enforceCapacity() {
    let doomed = Set(
      PendingLimit.dropped(
        from: entries.map { PendingLimit.Slot(sequence: $0.sequence, nextFire: $0.nextFire) },
        capacity: pendingCapacity, rule: overflowPolicy.rule))
    guard !doomed.isEmpty else { return }
    let victims = entries.filter { doomed.contains($0.sequence) }
    entries.removeAll { doomed.contains($0.sequence) }
    for victim in victims { drop(victim, because: .overCapacity) }
  }

  func drop(_ entry: PendingEntry, because reason: DroppedRequest.Reason) {
    dropped.append(DroppedRequest(request: entry.request, date: now, reason: reason))
    record(.dropped(entry.request.identifier, reason, at: now))
  }
}
