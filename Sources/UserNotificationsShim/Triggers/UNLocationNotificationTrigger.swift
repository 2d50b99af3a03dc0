#if !canImport(UserNotifications)
  import Foundation

  /// Fires when the device enters or leaves a region (iOS and watchOS only on Apple
  /// platforms).
  ///
  /// ```swift
  /// let region = CLCircularRegion(center: office, radius: 100, identifier: "office")
  /// region.notifyOnExit = false
  /// let trigger = UNLocationNotificationTrigger(region: region, repeats: false)
  /// ```
  ///
  /// Notifications it delivered cannot be read back from the center, but can be removed.
  /// Shim: the region types are this module's ``CLRegion`` stand-ins; nothing here
  /// watches the device's location.
  public final class UNLocationNotificationTrigger: UNNotificationTrigger {
    private let storedRegion: CLRegion

    /// A copy of the region the trigger watches.
    public var region: CLRegion { copyOf(storedRegion) }

    /// Creates a trigger for entering or leaving `region`, as its flags say.
    ///
    /// - Parameters:
    ///   - region: The region; it is copied, so later changes to it do not affect the trigger.
    ///   - repeats: Whether to fire at every entry or exit rather than the first only.
    public init(region: CLRegion, repeats: Bool) {
      self.storedRegion = copyOf(region)
      super.init(repeats: repeats)
    }

    /// Whether `object` is a location trigger with an equal region and the same `repeats`.
    public override func isEqual(_ object: Any?) -> Bool {
      guard super.isEqual(object), let other = object as? UNLocationNotificationTrigger else { return false }
      return storedRegion.isEqual(other.storedRegion)
    }

    /// A hash of the class, `repeats` and the region.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(super.hash)
      hasher.combine(storedRegion.hash)
      return hasher.finalize()
    }
  }

  /// A copy of `region` of the same class.
  private func copyOf(_ region: CLRegion) -> CLRegion {
    region.copy(with: nil) as? CLRegion ?? region
  }
#endif
