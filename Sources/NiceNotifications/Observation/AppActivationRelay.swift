#if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
  import Foundation
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// Calls an action on the main actor each time the app becomes active, for as long as the
  /// relay is kept; observing with a selector, it needs no deinitializer in its owner.
  @MainActor
  final class AppActivationRelay: NSObject {
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
      self.action = action
      super.init()
      #if canImport(UIKit)
        let name = UIApplication.didBecomeActiveNotification
      #else
        let name = NSApplication.didBecomeActiveNotification
      #endif
      NotificationCenter.default.addObserver(self, selector: #selector(becameActive), name: name, object: nil)
    }

    // The application posts its activation on the main thread.
    @objc private func becameActive() {
      action()
    }
  }
#endif
