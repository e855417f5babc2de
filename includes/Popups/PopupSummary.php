<?php
/**
 * A popup's settings and location in words, for the list of popups.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

defined( 'ABSPATH' ) || exit;

/**
 * Says where a popup shows, what opens it, who sees it and when, in the terms the runtime and
 * the server apply them (LocationRules, PopupRenderer, src/frontend/popups). Takes resolved
 * settings and locations (PopupSchema) and returns plain text, escaped by whoever prints it.
 */
final class PopupSummary {

	/**
	 * Most names listed for one rule before "and N more".
	 */
	private const MAX_NAMES = 3;

	/**
	 * Where the popup shows: its include rules, then its exclude rules.
	 *
	 * @param array{include: list<array<string, mixed>>, exclude: list<array<string, mixed>>} $location A resolved location.
	 */
	public function location( array $location ): string {
		if ( array() === $location['include'] ) {
			return __( 'Nowhere: no page is chosen', 'shopwright' );
		}
		$where = $this->join( array_map( array( $this, 'rule' ), $location['include'] ), '; ' );
		if ( array() === $location['exclude'] ) {
			return $where;
		}
		/* translators: 1: where the popup shows, 2: where it does not. */
		return sprintf( __( '%1$s; except %2$s', 'shopwright' ), $where, $this->join( array_map( array( $this, 'rule' ), $location['exclude'] ), '; ' ) );
	}

	/**
	 * What opens the popup: its triggers, its open selector, and always a link to it.
	 *
	 * @param int                  $popup_id The popup.
	 * @param array<string, mixed> $settings Resolved settings.
	 */
	public function triggers( int $popup_id, array $settings ): string {
		$phrases = array();
		foreach ( (array) $settings['triggers'] as $name => $trigger ) {
			$phrases[] = $this->trigger( (string) $name, (array) $trigger );
		}
		if ( '' !== $settings['open_selector'] ) {
			/* translators: %s: a CSS selector. */
			$phrases[] = sprintf( __( 'A click on “%s”', 'shopwright' ), $settings['open_selector'] );
		}
		$link = '#popup:open:' . $popup_id;
		if ( array() === $phrases ) {
			/* translators: %s: the link's address, such as #popup:open:12. */
			return sprintf( __( 'Only a link to %s', 'shopwright' ), $link );
		}
		/* translators: 1: what opens the popup, 2: the link's address, such as #popup:open:12. */
		return sprintf( __( '%1$s; or a link to %2$s', 'shopwright' ), $this->join( $phrases, '; ' ), $link );
	}

	/**
	 * Who sees the popup: every display condition but the schedule, which has its own column.
	 *
	 * @param array<string, mixed> $settings Resolved settings.
	 */
	public function audience( array $settings ): string {
		$phrases = array();
		foreach ( (array) $settings['timing'] as $name => $condition ) {
			$phrase = $this->condition( (string) $name, (array) $condition );
			if ( '' !== $phrase ) {
				$phrases[] = $phrase;
			}
		}
		return array() === $phrases ? __( 'Everyone', 'shopwright' ) : $this->join( $phrases, '; ' );
	}

	/**
	 * When the popup may show: its schedule condition, in the time zone it is set in.
	 *
	 * @param array<string, mixed> $settings Resolved settings.
	 */
	public function schedule( array $settings ): string {
		$schedule = $settings['timing']['schedule'] ?? null;
		if ( ! is_array( $schedule ) ) {
			return __( 'Always', 'shopwright' );
		}
		$start = $this->wall_time( (string) $schedule['schedule_start_date'] );
		$end   = $this->wall_time( (string) $schedule['schedule_end_date'] );
		if ( null === $start && null === $end ) {
			return __( 'Always', 'shopwright' );
		}
		if ( null !== $start && null !== $end ) {
			/* translators: 1: start date and time, 2: end date and time. */
			$span = sprintf( __( 'From %1$s to %2$s', 'shopwright' ), $start, $end );
		} elseif ( null !== $start ) {
			/* translators: %s: start date and time. */
			$span = sprintf( __( 'From %s', 'shopwright' ), $start );
		} else {
			/* translators: %s: end date and time. */
			$span = sprintf( __( 'Until %s', 'shopwright' ), $end );
		}
		return 'site' === $schedule['schedule_timezone']
			/* translators: %s: a time span. */
			? sprintf( __( '%s, site time', 'shopwright' ), $span )
			/* translators: %s: a time span. */
			: sprintf( __( '%s, each visitor’s time', 'shopwright' ), $span );
	}

	/**
	 * One location rule.
	 *
	 * @param array<string, mixed> $rule A valid rule.
	 */
	private function rule( array $rule ): string {
		switch ( $rule['kind'] ) {
			case 'entire_site':
				return __( 'Entire site', 'shopwright' );
			case 'front_page':
				return __( 'Front page', 'shopwright' );
			case 'singular':
				$type  = get_post_type_object( (string) $rule['post_type'] );
				$names = array_map( static fn( $id ): string => get_the_title( (int) $id ), (array) $rule['ids'] );
				return $this->named( null === $type ? (string) $rule['post_type'] : (string) $type->labels->name, $names );
			case 'post_type_archive':
				$type = get_post_type_object( (string) $rule['post_type'] );
				/* translators: %s: a post type's name, such as Products. */
				return sprintf( __( '%s archive', 'shopwright' ), null === $type ? (string) $rule['post_type'] : (string) $type->labels->name );
			case 'taxonomy':
				$taxonomy = get_taxonomy( (string) $rule['taxonomy'] );
				$names    = array_map(
					static function ( $id ): string {
						$term = get_term( (int) $id );
						return $term instanceof \WP_Term ? $term->name : '#' . (int) $id;
					},
					(array) $rule['terms']
				);
				return $this->named( false === $taxonomy ? (string) $rule['taxonomy'] : (string) $taxonomy->labels->name, $names );
		}
		return '';
	}

	/**
	 * "Pages: all" or "Pages: About, Contact and 2 more".
	 *
	 * @param string   $group Plural name of the post type or taxonomy.
	 * @param string[] $names Names of the chosen items; none means all of them.
	 */
	private function named( string $group, array $names ): string {
		if ( array() === $names ) {
			/* translators: %s: a post type's or taxonomy's name, such as Pages or Product categories. */
			return sprintf( __( '%s: all', 'shopwright' ), $group );
		}
		$shown = array_slice( array_map( static fn( string $name ): string => '' !== trim( $name ) ? $name : __( '(no title)', 'shopwright' ), $names ), 0, self::MAX_NAMES );
		$list  = $this->join( $shown, ', ' );
		$more  = count( $names ) - count( $shown );
		if ( $more > 0 ) {
			/* translators: 1: names, 2: how many more are chosen. */
			$list = sprintf( _n( '%1$s and %2$d more', '%1$s and %2$d more', $more, 'shopwright' ), $list, $more );
		}
		/* translators: 1: a post type's or taxonomy's name, 2: the chosen items' names. */
		return sprintf( __( '%1$s: %2$s', 'shopwright' ), $group, $list );
	}

	/**
	 * One trigger.
	 *
	 * @param string               $name    The trigger's key.
	 * @param array<string, mixed> $trigger Its settings.
	 */
	private function trigger( string $name, array $trigger ): string {
		switch ( $name ) {
			case 'page_load':
				return 0.0 === (float) $trigger['delay']
					? __( 'As the page loads', 'shopwright' )
					/* translators: %s: a duration, such as "3 seconds". */
					: sprintf( __( '%s after the page loads', 'shopwright' ), $this->seconds( $trigger['delay'] ) );
			case 'scrolling':
				return 'up' === $trigger['direction']
					? __( 'Scrolling up', 'shopwright' )
					/* translators: %s: a percentage of the page's height. */
					: sprintf( __( 'Scrolling down %s%% of the page', 'shopwright' ), number_format_i18n( (float) $trigger['offset'] ) );
			case 'scrolling_to':
				/* translators: %s: a CSS selector. */
				return sprintf( __( 'Scrolling to “%s”', 'shopwright' ), $trigger['selector'] );
			case 'click':
				return 1 === (int) $trigger['times']
					? __( 'The first click on the page', 'shopwright' )
					/* translators: %d: which click, 2 or more. */
					: sprintf( __( 'Click number %d on the page', 'shopwright' ), (int) $trigger['times'] );
			case 'inactivity':
				/* translators: %s: a duration, such as "30 seconds". */
				return sprintf( __( '%s without a key press or pointer move', 'shopwright' ), $this->seconds( $trigger['time'] ) );
			case 'exit_intent':
				return __( 'The pointer leaving through the top of the window', 'shopwright' );
			case 'adblock_detection':
				return 0.0 === (float) $trigger['delay']
					? __( 'An ad blocker found on the page', 'shopwright' )
					/* translators: %s: a duration, such as "3 seconds". */
					: sprintf( __( 'An ad blocker found, checked %s after the page loads', 'shopwright' ), $this->seconds( $trigger['delay'] ) );
		}
		return '';
	}

	/**
	 * One display condition, or '' for one that lets everyone through.
	 *
	 * @param string               $name      The condition's key.
	 * @param array<string, mixed> $condition Its settings.
	 */
	private function condition( string $name, array $condition ): string {
		switch ( $name ) {
			case 'page_views':
				return 1 === (int) $condition['views']
					? __( 'From their first page view', 'shopwright' )
					/* translators: %d: number of page views, 2 or more. */
					: sprintf( __( 'Once they have viewed %d pages', 'shopwright' ), (int) $condition['views'] );
			case 'sessions':
				return 1 === (int) $condition['sessions']
					? __( 'From their first visit', 'shopwright' )
					/* translators: %d: number of visits, 2 or more. */
					: sprintf( __( 'Once they have visited %d times', 'shopwright' ), (int) $condition['sessions'] );
			case 'url':
				return $this->referrer( (string) $condition['action'], (string) $condition['url'] );
			case 'sources':
				return $this->sources( array_map( 'strval', (array) $condition['sources'] ) );
			case 'logged_in':
				return $this->logged_in( (string) $condition['users'], array_map( 'strval', (array) $condition['roles'] ) );
			case 'devices':
				$labels = array(
					'desktop' => __( 'desktop', 'shopwright' ),
					'tablet'  => __( 'tablet', 'shopwright' ),
					'mobile'  => __( 'mobile', 'shopwright' ),
				);
				/* translators: %s: devices, such as "desktop, mobile". */
				$pattern = __( 'On %s', 'shopwright' );
				return $this->chosen( array_map( 'strval', (array) $condition['devices'] ), $labels, __( 'On no device', 'shopwright' ), $pattern );
			case 'browsers':
				if ( 'all' === $condition['browsers'] ) {
					return '';
				}
				$labels = array(
					'chrome'  => 'Chrome',
					'firefox' => 'Firefox',
					'safari'  => 'Safari',
					'edge'    => 'Edge',
					'opera'   => 'Opera',
					'ie'      => 'Internet Explorer',
				);
				// Selected browsers: any one of them will do, so the whole list never means "all".
				$chosen = array_values( array_intersect_key( $labels, array_flip( array_map( 'strval', (array) $condition['browsers_options'] ) ) ) );
				/* translators: %s: browser names, such as "Chrome, Firefox". */
				return array() === $chosen ? __( 'In no browser', 'shopwright' ) : sprintf( __( 'In %s', 'shopwright' ), $this->join( $chosen, ', ' ) );
			case 'times':
				return $this->frequency( (int) $condition['times_times'], (string) $condition['times_period'], (string) $condition['times_count'] );
		}
		return '';
	}

	/**
	 * The referrer condition.
	 *
	 * @param string $action show, hide or regex.
	 * @param string $text   The text or pattern.
	 */
	private function referrer( string $action, string $text ): string {
		if ( 'regex' === $action ) {
			/* translators: %s: a regular expression. */
			return sprintf( __( 'Coming from an address matching %s', 'shopwright' ), $text );
		}
		return 'hide' === $action
			/* translators: %s: a piece of text. */
			? sprintf( __( 'Not coming from an address containing “%s”', 'shopwright' ), $text )
			/* translators: %s: a piece of text. */
			: sprintf( __( 'Coming from an address containing “%s”', 'shopwright' ), $text );
	}

	/**
	 * The traffic sources condition: '' when every source is chosen.
	 *
	 * @param string[] $sources internal, external, search.
	 */
	private function sources( array $sources ): string {
		$labels = array(
			'internal' => __( 'this site', 'shopwright' ),
			'external' => __( 'other sites', 'shopwright' ),
			'search'   => __( 'search engines', 'shopwright' ),
		);
		/* translators: %s: where visitors come from, such as "other sites, search engines". */
		$pattern = __( 'Coming from %s', 'shopwright' );
		return $this->chosen( $sources, $labels, __( 'Coming from no source', 'shopwright' ), $pattern );
	}

	/**
	 * The logged-in condition: guests always pass it.
	 *
	 * @param string   $users all or roles.
	 * @param string[] $roles Role slugs hidden from.
	 */
	private function logged_in( string $users, array $roles ): string {
		if ( 'all' === $users ) {
			return __( 'Visitors who are not logged in', 'shopwright' );
		}
		if ( array() === $roles ) {
			return '';
		}
		$names = wp_roles()->get_names();
		$roles = array_map( static fn( string $slug ): string => isset( $names[ $slug ] ) ? translate_user_role( $names[ $slug ] ) : $slug, $roles );
		/* translators: %s: role names, such as "Shop manager, Editor". */
		return sprintf( __( 'Guests, and users who are not %s', 'shopwright' ), $this->join( $roles, ', ' ) );
	}

	/**
	 * The show limit.
	 *
	 * @param int    $times  Most shows.
	 * @param string $period '', session, day, week or month.
	 * @param string $count  When a show counts: '' or close (on close), open.
	 */
	private function frequency( int $times, string $period, string $count ): string {
		$periods = array(
			/* translators: %d: how many times. */
			''        => _n( 'At most %d time in all', 'At most %d times in all', $times, 'shopwright' ),
			/* translators: %d: how many times. */
			'session' => _n( 'At most %d time a visit', 'At most %d times a visit', $times, 'shopwright' ),
			/* translators: %d: how many times. */
			'day'     => _n( 'At most %d time a day', 'At most %d times a day', $times, 'shopwright' ),
			/* translators: %d: how many times. */
			'week'    => _n( 'At most %d time a week', 'At most %d times a week', $times, 'shopwright' ),
			/* translators: %d: how many times. */
			'month'   => _n( 'At most %d time a month', 'At most %d times a month', $times, 'shopwright' ),
		);
		$limit   = sprintf( $periods[ $period ] ?? $periods[''], $times );
		return 'open' === $count
			/* translators: %s: a show limit, such as "At most 1 time a day". */
			? sprintf( __( '%s, counted when it opens', 'shopwright' ), $limit )
			/* translators: %s: a show limit, such as "At most 1 time a day". */
			: sprintf( __( '%s, counted when it closes', 'shopwright' ), $limit );
	}

	/**
	 * A choice among a few: '' when all are chosen, a phrase for none, else the chosen ones.
	 *
	 * @param string[]              $chosen  The chosen keys.
	 * @param array<string, string> $labels  Every key's label, in order.
	 * @param string                $none    What to say when none is chosen.
	 * @param string                $pattern Where the list goes (one %s).
	 */
	private function chosen( array $chosen, array $labels, string $none, string $pattern ): string {
		$names = array_values( array_intersect_key( $labels, array_flip( $chosen ) ) );
		if ( count( $names ) === count( $labels ) ) {
			return '';
		}
		return array() === $names ? $none : sprintf( $pattern, $this->join( $names, ', ' ) );
	}

	/**
	 * A number of seconds in words.
	 *
	 * @param mixed $seconds Seconds.
	 */
	private function seconds( $seconds ): string {
		$seconds = (float) $seconds;
		/* translators: %s: a number of seconds. */
		return sprintf( _n( '%s second', '%s seconds', (int) ceil( $seconds ), 'shopwright' ), number_format_i18n( $seconds, floor( $seconds ) === $seconds ? 0 : 1 ) );
	}

	/**
	 * A "YYYY-MM-DDTHH:MM" wall time in the site's date and time formats, or null for none.
	 *
	 * @param string $wall_time The wall time.
	 */
	private function wall_time( string $wall_time ): ?string {
		$utc  = new \DateTimeZone( 'UTC' );
		$date = '' === $wall_time ? false : \DateTimeImmutable::createFromFormat( '!Y-m-d\TH:i', $wall_time, $utc );
		if ( false === $date ) {
			return null;
		}
		// Read and printed in UTC, so the wall time comes out as written, whatever the zone.
		$formatted = wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $date->getTimestamp(), $utc );
		return false === $formatted ? null : $formatted;
	}

	/**
	 * Phrases joined by a separator, skipping empty ones.
	 *
	 * @param string[] $phrases   The phrases.
	 * @param string   $separator What goes between them.
	 */
	private function join( array $phrases, string $separator ): string {
		return implode( $separator, array_filter( $phrases, static fn( string $phrase ): bool => '' !== $phrase ) );
	}
}
