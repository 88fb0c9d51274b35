""" Contains all the data models used in inputs/outputs """

from .auditor import Auditor
from .claim_seat import ClaimSeat
from .create_match import CreateMatch
from .create_match_options import CreateMatchOptions
from .create_tournament import CreateTournament
from .create_tournament_options import CreateTournamentOptions
from .den_pobedy_add_card import DenPobedyAddCard
from .den_pobedy_add_card_type import DenPobedyAddCardType
from .den_pobedy_attack import DenPobedyAttack
from .den_pobedy_attack_declared import DenPobedyAttackDeclared
from .den_pobedy_attack_declared_type import DenPobedyAttackDeclaredType
from .den_pobedy_attack_type import DenPobedyAttackType
from .den_pobedy_block import DenPobedyBlock
from .den_pobedy_block_declared import DenPobedyBlockDeclared
from .den_pobedy_block_declared_type import DenPobedyBlockDeclaredType
from .den_pobedy_block_declined import DenPobedyBlockDeclined
from .den_pobedy_block_declined_type import DenPobedyBlockDeclinedType
from .den_pobedy_block_type import DenPobedyBlockType
from .den_pobedy_boost import DenPobedyBoost
from .den_pobedy_build import DenPobedyBuild
from .den_pobedy_build_type import DenPobedyBuildType
from .den_pobedy_card_ref import DenPobedyCardRef
from .den_pobedy_card_type import DenPobedyCardType
from .den_pobedy_card_type_category import DenPobedyCardTypeCategory
from .den_pobedy_card_type_side import DenPobedyCardTypeSide
from .den_pobedy_card_view import DenPobedyCardView
from .den_pobedy_cards_drawn import DenPobedyCardsDrawn
from .den_pobedy_cards_drawn_type import DenPobedyCardsDrawnType
from .den_pobedy_combat_ended import DenPobedyCombatEnded
from .den_pobedy_combat_ended_type import DenPobedyCombatEndedType
from .den_pobedy_combat_view import DenPobedyCombatView
from .den_pobedy_content import DenPobedyContent
from .den_pobedy_cost import DenPobedyCost
from .den_pobedy_deck_card_added import DenPobedyDeckCardAdded
from .den_pobedy_deck_card_added_type import DenPobedyDeckCardAddedType
from .den_pobedy_deck_card_removed import DenPobedyDeckCardRemoved
from .den_pobedy_deck_card_removed_type import DenPobedyDeckCardRemovedType
from .den_pobedy_deck_ready import DenPobedyDeckReady
from .den_pobedy_deck_ready_type import DenPobedyDeckReadyType
from .den_pobedy_deck_shuffled import DenPobedyDeckShuffled
from .den_pobedy_deck_shuffled_type import DenPobedyDeckShuffledType
from .den_pobedy_deck_struck import DenPobedyDeckStruck
from .den_pobedy_deck_struck_type import DenPobedyDeckStruckType
from .den_pobedy_end_phase import DenPobedyEndPhase
from .den_pobedy_end_phase_type import DenPobedyEndPhaseType
from .den_pobedy_end_turn import DenPobedyEndTurn
from .den_pobedy_end_turn_type import DenPobedyEndTurnType
from .den_pobedy_envelope import DenPobedyEnvelope
from .den_pobedy_events import DenPobedyEvents
from .den_pobedy_fact_item import DenPobedyFactItem
from .den_pobedy_finish_deck import DenPobedyFinishDeck
from .den_pobedy_finish_deck_type import DenPobedyFinishDeckType
from .den_pobedy_hand_kept import DenPobedyHandKept
from .den_pobedy_hand_kept_type import DenPobedyHandKeptType
from .den_pobedy_hand_returned import DenPobedyHandReturned
from .den_pobedy_hand_returned_type import DenPobedyHandReturnedType
from .den_pobedy_hand_shown import DenPobedyHandShown
from .den_pobedy_hand_shown_type import DenPobedyHandShownType
from .den_pobedy_keep_hand import DenPobedyKeepHand
from .den_pobedy_keep_hand_type import DenPobedyKeepHandType
from .den_pobedy_legal_moves import DenPobedyLegalMoves
from .den_pobedy_main_phase_ended import DenPobedyMainPhaseEnded
from .den_pobedy_main_phase_ended_type import DenPobedyMainPhaseEndedType
from .den_pobedy_match_ended import DenPobedyMatchEnded
from .den_pobedy_match_ended_type import DenPobedyMatchEndedType
from .den_pobedy_match_set_up import DenPobedyMatchSetUp
from .den_pobedy_match_set_up_type import DenPobedyMatchSetUpType
from .den_pobedy_modifier import DenPobedyModifier
from .den_pobedy_move_accepted import DenPobedyMoveAccepted
from .den_pobedy_no_block import DenPobedyNoBlock
from .den_pobedy_no_block_type import DenPobedyNoBlockType
from .den_pobedy_options import DenPobedyOptions
from .den_pobedy_pass import DenPobedyPass
from .den_pobedy_pass_type import DenPobedyPassType
from .den_pobedy_payment import DenPobedyPayment
from .den_pobedy_play_resource import DenPobedyPlayResource
from .den_pobedy_play_resource_type import DenPobedyPlayResourceType
from .den_pobedy_play_tactic import DenPobedyPlayTactic
from .den_pobedy_play_tactic_type import DenPobedyPlayTacticType
from .den_pobedy_player_view import DenPobedyPlayerView
from .den_pobedy_record import DenPobedyRecord
from .den_pobedy_record_event import DenPobedyRecordEvent
from .den_pobedy_record_event_outcome_type_0 import DenPobedyRecordEventOutcomeType0
from .den_pobedy_redeal import DenPobedyRedeal
from .den_pobedy_redeal_type import DenPobedyRedealType
from .den_pobedy_remove_card import DenPobedyRemoveCard
from .den_pobedy_remove_card_type import DenPobedyRemoveCardType
from .den_pobedy_resource_destroyed import DenPobedyResourceDestroyed
from .den_pobedy_resource_destroyed_type import DenPobedyResourceDestroyedType
from .den_pobedy_resource_played import DenPobedyResourcePlayed
from .den_pobedy_resource_played_type import DenPobedyResourcePlayedType
from .den_pobedy_resource_untapped import DenPobedyResourceUntapped
from .den_pobedy_resource_untapped_type import DenPobedyResourceUntappedType
from .den_pobedy_resources_tapped import DenPobedyResourcesTapped
from .den_pobedy_resources_tapped_type import DenPobedyResourcesTappedType
from .den_pobedy_side import DenPobedySide
from .den_pobedy_side_id import DenPobedySideId
from .den_pobedy_side_starter import DenPobedySideStarter
from .den_pobedy_starter_deck_taken import DenPobedyStarterDeckTaken
from .den_pobedy_starter_deck_taken_type import DenPobedyStarterDeckTakenType
from .den_pobedy_strike import DenPobedyStrike
from .den_pobedy_strike_type import DenPobedyStrikeType
from .den_pobedy_support import DenPobedySupport
from .den_pobedy_support_given import DenPobedySupportGiven
from .den_pobedy_support_given_type import DenPobedySupportGivenType
from .den_pobedy_support_type import DenPobedySupportType
from .den_pobedy_table import DenPobedyTable
from .den_pobedy_tactic_played import DenPobedyTacticPlayed
from .den_pobedy_tactic_played_type import DenPobedyTacticPlayedType
from .den_pobedy_tournament_info import DenPobedyTournamentInfo
from .den_pobedy_turn_ended import DenPobedyTurnEnded
from .den_pobedy_turn_ended_type import DenPobedyTurnEndedType
from .den_pobedy_turn_started import DenPobedyTurnStarted
from .den_pobedy_turn_started_type import DenPobedyTurnStartedType
from .den_pobedy_unit_built import DenPobedyUnitBuilt
from .den_pobedy_unit_built_type import DenPobedyUnitBuiltType
from .den_pobedy_unit_destroyed import DenPobedyUnitDestroyed
from .den_pobedy_unit_destroyed_type import DenPobedyUnitDestroyedType
from .den_pobedy_unit_struck import DenPobedyUnitStruck
from .den_pobedy_unit_struck_type import DenPobedyUnitStruckType
from .den_pobedy_units_deployed import DenPobedyUnitsDeployed
from .den_pobedy_units_deployed_type import DenPobedyUnitsDeployedType
from .den_pobedy_units_tapped import DenPobedyUnitsTapped
from .den_pobedy_units_tapped_type import DenPobedyUnitsTappedType
from .den_pobedy_use_starter_deck import DenPobedyUseStarterDeck
from .den_pobedy_use_starter_deck_type import DenPobedyUseStarterDeckType
from .den_pobedy_view import DenPobedyView
from .den_pobedy_window_passed import DenPobedyWindowPassed
from .den_pobedy_window_passed_type import DenPobedyWindowPassedType
from .ecologic_auction import EcologicAuction
from .ecologic_auction_opened import EcologicAuctionOpened
from .ecologic_auction_opened_type import EcologicAuctionOpenedType
from .ecologic_auction_vetoed import EcologicAuctionVetoed
from .ecologic_auction_vetoed_type import EcologicAuctionVetoedType
from .ecologic_auction_won import EcologicAuctionWon
from .ecologic_auction_won_type import EcologicAuctionWonType
from .ecologic_bid_passed import EcologicBidPassed
from .ecologic_bid_passed_type import EcologicBidPassedType
from .ecologic_bid_raised import EcologicBidRaised
from .ecologic_bid_raised_type import EcologicBidRaisedType
from .ecologic_building_level import EcologicBuildingLevel
from .ecologic_building_placed import EcologicBuildingPlaced
from .ecologic_building_placed_branch import EcologicBuildingPlacedBranch
from .ecologic_building_placed_type import EcologicBuildingPlacedType
from .ecologic_building_removed import EcologicBuildingRemoved
from .ecologic_building_removed_type import EcologicBuildingRemovedType
from .ecologic_coins_transferred import EcologicCoinsTransferred
from .ecologic_coins_transferred_type import EcologicCoinsTransferredType
from .ecologic_content import EcologicContent
from .ecologic_ecology_applied import EcologicEcologyApplied
from .ecologic_ecology_applied_type import EcologicEcologyAppliedType
from .ecologic_envelope import EcologicEnvelope
from .ecologic_event_card import EcologicEventCard
from .ecologic_event_card_branch import EcologicEventCardBranch
from .ecologic_event_card_effect import EcologicEventCardEffect
from .ecologic_event_card_target import EcologicEventCardTarget
from .ecologic_event_drawn import EcologicEventDrawn
from .ecologic_event_drawn_type import EcologicEventDrawnType
from .ecologic_events import EcologicEvents
from .ecologic_fact_item import EcologicFactItem
from .ecologic_game_ended import EcologicGameEnded
from .ecologic_game_ended_type import EcologicGameEndedType
from .ecologic_game_set_up import EcologicGameSetUp
from .ecologic_game_set_up_type import EcologicGameSetUpType
from .ecologic_hex import EcologicHex
from .ecologic_hidden import EcologicHidden
from .ecologic_income_paid import EcologicIncomePaid
from .ecologic_income_paid_type import EcologicIncomePaidType
from .ecologic_initiative_card import EcologicInitiativeCard
from .ecologic_initiative_kind import EcologicInitiativeKind
from .ecologic_initiative_level import EcologicInitiativeLevel
from .ecologic_initiative_lost import EcologicInitiativeLost
from .ecologic_initiative_lost_type import EcologicInitiativeLostType
from .ecologic_initiative_placed import EcologicInitiativePlaced
from .ecologic_initiative_placed_type import EcologicInitiativePlacedType
from .ecologic_initiative_removed import EcologicInitiativeRemoved
from .ecologic_initiative_removed_type import EcologicInitiativeRemovedType
from .ecologic_initiative_revealed import EcologicInitiativeRevealed
from .ecologic_initiative_revealed_type import EcologicInitiativeRevealedType
from .ecologic_initiatives_shuffled import EcologicInitiativesShuffled
from .ecologic_initiatives_shuffled_type import EcologicInitiativesShuffledType
from .ecologic_item_kept import EcologicItemKept
from .ecologic_item_kept_type import EcologicItemKeptType
from .ecologic_keep import EcologicKeep
from .ecologic_keep_type import EcologicKeepType
from .ecologic_legal_moves import EcologicLegalMoves
from .ecologic_lose_object import EcologicLoseObject
from .ecologic_lose_object_type import EcologicLoseObjectType
from .ecologic_move_accepted import EcologicMoveAccepted
from .ecologic_object_lost import EcologicObjectLost
from .ecologic_object_lost_type import EcologicObjectLostType
from .ecologic_open_building import EcologicOpenBuilding
from .ecologic_open_building_branch import EcologicOpenBuildingBranch
from .ecologic_open_building_type import EcologicOpenBuildingType
from .ecologic_open_initiative import EcologicOpenInitiative
from .ecologic_open_initiative_type import EcologicOpenInitiativeType
from .ecologic_open_special import EcologicOpenSpecial
from .ecologic_open_special_type import EcologicOpenSpecialType
from .ecologic_opener_passed import EcologicOpenerPassed
from .ecologic_opener_passed_type import EcologicOpenerPassedType
from .ecologic_options import EcologicOptions
from .ecologic_pass import EcologicPass
from .ecologic_pass_type import EcologicPassType
from .ecologic_pending import EcologicPending
from .ecologic_place_building import EcologicPlaceBuilding
from .ecologic_place_building_branch import EcologicPlaceBuildingBranch
from .ecologic_place_building_type import EcologicPlaceBuildingType
from .ecologic_place_initiative import EcologicPlaceInitiative
from .ecologic_place_initiative_type import EcologicPlaceInitiativeType
from .ecologic_place_special import EcologicPlaceSpecial
from .ecologic_place_special_type import EcologicPlaceSpecialType
from .ecologic_player import EcologicPlayer
from .ecologic_player_held import EcologicPlayerHeld
from .ecologic_player_supply import EcologicPlayerSupply
from .ecologic_prices import EcologicPrices
from .ecologic_raise import EcologicRaise
from .ecologic_raise_type import EcologicRaiseType
from .ecologic_record import EcologicRecord
from .ecologic_record_event import EcologicRecordEvent
from .ecologic_record_event_outcome_type_0 import EcologicRecordEventOutcomeType0
from .ecologic_remove_building import EcologicRemoveBuilding
from .ecologic_remove_building_type import EcologicRemoveBuildingType
from .ecologic_remove_initiative import EcologicRemoveInitiative
from .ecologic_remove_initiative_type import EcologicRemoveInitiativeType
from .ecologic_special import EcologicSpecial
from .ecologic_special_placed import EcologicSpecialPlaced
from .ecologic_special_placed_type import EcologicSpecialPlacedType
from .ecologic_table import EcologicTable
from .ecologic_tile import EcologicTile
from .ecologic_tile_resource import EcologicTileResource
from .ecologic_tournament_info import EcologicTournamentInfo
from .ecologic_transfer import EcologicTransfer
from .ecologic_transfer_type import EcologicTransferType
from .ecologic_veto import EcologicVeto
from .ecologic_veto_type import EcologicVetoType
from .ecologic_view import EcologicView
from .finished_item import FinishedItem
from .game_info import GameInfo
from .game_info_fact_schema import GameInfoFactSchema
from .game_info_move_schema import GameInfoMoveSchema
from .game_info_options_schema import GameInfoOptionsSchema
from .health import Health
from .lobby_row import LobbyRow
from .lobby_row_options import LobbyRowOptions
from .match_created import MatchCreated
from .move_request import MoveRequest
from .my_table import MyTable
from .outcome import Outcome
from .player_registered import PlayerRegistered
from .pobeda_card_drawn import PobedaCardDrawn
from .pobeda_card_drawn_type import PobedaCardDrawnType
from .pobeda_card_played import PobedaCardPlayed
from .pobeda_card_played_type import PobedaCardPlayedType
from .pobeda_cell_view import PobedaCellView
from .pobeda_chip_placed import PobedaChipPlaced
from .pobeda_chip_placed_type import PobedaChipPlacedType
from .pobeda_chip_removed import PobedaChipRemoved
from .pobeda_chip_removed_type import PobedaChipRemovedType
from .pobeda_colour import PobedaColour
from .pobeda_colour_view import PobedaColourView
from .pobeda_content import PobedaContent
from .pobeda_dead_card_discarded import PobedaDeadCardDiscarded
from .pobeda_dead_card_discarded_type import PobedaDeadCardDiscardedType
from .pobeda_deck_shuffled import PobedaDeckShuffled
from .pobeda_deck_shuffled_type import PobedaDeckShuffledType
from .pobeda_discard_dead_card import PobedaDiscardDeadCard
from .pobeda_discard_dead_card_type import PobedaDiscardDeadCardType
from .pobeda_envelope import PobedaEnvelope
from .pobeda_event import PobedaEvent
from .pobeda_events import PobedaEvents
from .pobeda_fact_item import PobedaFactItem
from .pobeda_game_over import PobedaGameOver
from .pobeda_game_over_reason import PobedaGameOverReason
from .pobeda_game_over_type import PobedaGameOverType
from .pobeda_game_started import PobedaGameStarted
from .pobeda_game_started_type import PobedaGameStartedType
from .pobeda_hand_dealt import PobedaHandDealt
from .pobeda_hand_dealt_type import PobedaHandDealtType
from .pobeda_legal_moves import PobedaLegalMoves
from .pobeda_line_finished import PobedaLineFinished
from .pobeda_line_finished_type import PobedaLineFinishedType
from .pobeda_line_view import PobedaLineView
from .pobeda_move_accepted import PobedaMoveAccepted
from .pobeda_options import PobedaOptions
from .pobeda_options_lines_to_win import PobedaOptionsLinesToWin
from .pobeda_options_teams import PobedaOptionsTeams
from .pobeda_play_event import PobedaPlayEvent
from .pobeda_play_event_type import PobedaPlayEventType
from .pobeda_play_minus_one import PobedaPlayMinusOne
from .pobeda_play_minus_one_type import PobedaPlayMinusOneType
from .pobeda_play_plus_one import PobedaPlayPlusOne
from .pobeda_play_plus_one_type import PobedaPlayPlusOneType
from .pobeda_play_replace import PobedaPlayReplace
from .pobeda_play_replace_type import PobedaPlayReplaceType
from .pobeda_record import PobedaRecord
from .pobeda_record_event import PobedaRecordEvent
from .pobeda_record_event_outcome_type_0 import PobedaRecordEventOutcomeType0
from .pobeda_seat_view import PobedaSeatView
from .pobeda_special import PobedaSpecial
from .pobeda_special_id import PobedaSpecialId
from .pobeda_table import PobedaTable
from .pobeda_tournament_info import PobedaTournamentInfo
from .pobeda_turn_passed import PobedaTurnPassed
from .pobeda_turn_passed_type import PobedaTurnPassedType
from .pobeda_view import PobedaView
from .problem import Problem
from .problem_errors_type_0_item import ProblemErrorsType0Item
from .pyatiletka_ability import PyatiletkaAbility
from .pyatiletka_ability_skipped import PyatiletkaAbilitySkipped
from .pyatiletka_ability_skipped_type import PyatiletkaAbilitySkippedType
from .pyatiletka_ability_used import PyatiletkaAbilityUsed
from .pyatiletka_ability_used_type import PyatiletkaAbilityUsedType
from .pyatiletka_action_gained import PyatiletkaActionGained
from .pyatiletka_action_gained_type import PyatiletkaActionGainedType
from .pyatiletka_action_spent import PyatiletkaActionSpent
from .pyatiletka_action_spent_type import PyatiletkaActionSpentType
from .pyatiletka_award_order import PyatiletkaAwardOrder
from .pyatiletka_award_order_type import PyatiletkaAwardOrderType
from .pyatiletka_chairman_card import PyatiletkaChairmanCard
from .pyatiletka_chairman_taken import PyatiletkaChairmanTaken
from .pyatiletka_chairman_taken_type import PyatiletkaChairmanTakenType
from .pyatiletka_character_discarded import PyatiletkaCharacterDiscarded
from .pyatiletka_character_discarded_type import PyatiletkaCharacterDiscardedType
from .pyatiletka_character_drawn import PyatiletkaCharacterDrawn
from .pyatiletka_character_drawn_type import PyatiletkaCharacterDrawnType
from .pyatiletka_character_played import PyatiletkaCharacterPlayed
from .pyatiletka_character_played_type import PyatiletkaCharacterPlayedType
from .pyatiletka_character_revealed import PyatiletkaCharacterRevealed
from .pyatiletka_character_revealed_type import PyatiletkaCharacterRevealedType
from .pyatiletka_character_row_cleared import PyatiletkaCharacterRowCleared
from .pyatiletka_character_row_cleared_type import PyatiletkaCharacterRowClearedType
from .pyatiletka_character_salvaged import PyatiletkaCharacterSalvaged
from .pyatiletka_character_salvaged_type import PyatiletkaCharacterSalvagedType
from .pyatiletka_character_swapped import PyatiletkaCharacterSwapped
from .pyatiletka_character_swapped_type import PyatiletkaCharacterSwappedType
from .pyatiletka_character_taken import PyatiletkaCharacterTaken
from .pyatiletka_character_taken_type import PyatiletkaCharacterTakenType
from .pyatiletka_character_type import PyatiletkaCharacterType
from .pyatiletka_choice_asked import PyatiletkaChoiceAsked
from .pyatiletka_choice_asked_type import PyatiletkaChoiceAskedType
from .pyatiletka_complete_plan import PyatiletkaCompletePlan
from .pyatiletka_complete_plan_type import PyatiletkaCompletePlanType
from .pyatiletka_condition import PyatiletkaCondition
from .pyatiletka_content import PyatiletkaContent
from .pyatiletka_counter_token_discarded import PyatiletkaCounterTokenDiscarded
from .pyatiletka_counter_token_discarded_type import PyatiletkaCounterTokenDiscardedType
from .pyatiletka_deck_shuffled import PyatiletkaDeckShuffled
from .pyatiletka_deck_shuffled_type import PyatiletkaDeckShuffledType
from .pyatiletka_decline_order import PyatiletkaDeclineOrder
from .pyatiletka_decline_order_type import PyatiletkaDeclineOrderType
from .pyatiletka_discard_and_draw import PyatiletkaDiscardAndDraw
from .pyatiletka_discard_and_draw_type import PyatiletkaDiscardAndDrawType
from .pyatiletka_discard_for_order import PyatiletkaDiscardForOrder
from .pyatiletka_discard_for_order_type import PyatiletkaDiscardForOrderType
from .pyatiletka_discard_plan import PyatiletkaDiscardPlan
from .pyatiletka_discard_plan_type import PyatiletkaDiscardPlanType
from .pyatiletka_draw_from_deck import PyatiletkaDrawFromDeck
from .pyatiletka_draw_from_deck_type import PyatiletkaDrawFromDeckType
from .pyatiletka_end_turn import PyatiletkaEndTurn
from .pyatiletka_end_turn_type import PyatiletkaEndTurnType
from .pyatiletka_envelope import PyatiletkaEnvelope
from .pyatiletka_events import PyatiletkaEvents
from .pyatiletka_exchange_plan import PyatiletkaExchangePlan
from .pyatiletka_exchange_plan_type import PyatiletkaExchangePlanType
from .pyatiletka_extra_action import PyatiletkaExtraAction
from .pyatiletka_extra_action_type import PyatiletkaExtraActionType
from .pyatiletka_fact_item import PyatiletkaFactItem
from .pyatiletka_game_created import PyatiletkaGameCreated
from .pyatiletka_game_created_type import PyatiletkaGameCreatedType
from .pyatiletka_game_ended import PyatiletkaGameEnded
from .pyatiletka_game_ended_type import PyatiletkaGameEndedType
from .pyatiletka_give_plan import PyatiletkaGivePlan
from .pyatiletka_give_plan_type import PyatiletkaGivePlanType
from .pyatiletka_hire_from_row import PyatiletkaHireFromRow
from .pyatiletka_hire_from_row_type import PyatiletkaHireFromRowType
from .pyatiletka_industry import PyatiletkaIndustry
from .pyatiletka_keep_plan import PyatiletkaKeepPlan
from .pyatiletka_keep_plan_type import PyatiletkaKeepPlanType
from .pyatiletka_legal_moves import PyatiletkaLegalMoves
from .pyatiletka_move_accepted import PyatiletkaMoveAccepted
from .pyatiletka_options import PyatiletkaOptions
from .pyatiletka_order_discarded import PyatiletkaOrderDiscarded
from .pyatiletka_order_discarded_type import PyatiletkaOrderDiscardedType
from .pyatiletka_order_gained import PyatiletkaOrderGained
from .pyatiletka_order_gained_type import PyatiletkaOrderGainedType
from .pyatiletka_order_placed import PyatiletkaOrderPlaced
from .pyatiletka_order_placed_type import PyatiletkaOrderPlacedType
from .pyatiletka_pending import PyatiletkaPending
from .pyatiletka_personal_plan_kept import PyatiletkaPersonalPlanKept
from .pyatiletka_personal_plan_kept_type import PyatiletkaPersonalPlanKeptType
from .pyatiletka_place_order import PyatiletkaPlaceOrder
from .pyatiletka_place_order_type import PyatiletkaPlaceOrderType
from .pyatiletka_plan_completed import PyatiletkaPlanCompleted
from .pyatiletka_plan_completed_type import PyatiletkaPlanCompletedType
from .pyatiletka_plan_discarded import PyatiletkaPlanDiscarded
from .pyatiletka_plan_discarded_type import PyatiletkaPlanDiscardedType
from .pyatiletka_plan_exchanged import PyatiletkaPlanExchanged
from .pyatiletka_plan_exchanged_type import PyatiletkaPlanExchangedType
from .pyatiletka_plan_orders_placed import PyatiletkaPlanOrdersPlaced
from .pyatiletka_plan_orders_placed_type import PyatiletkaPlanOrdersPlacedType
from .pyatiletka_plan_result import PyatiletkaPlanResult
from .pyatiletka_plan_revealed import PyatiletkaPlanRevealed
from .pyatiletka_plan_revealed_type import PyatiletkaPlanRevealedType
from .pyatiletka_plan_taken import PyatiletkaPlanTaken
from .pyatiletka_plan_taken_type import PyatiletkaPlanTakenType
from .pyatiletka_plan_type import PyatiletkaPlanType
from .pyatiletka_plans_dealt import PyatiletkaPlansDealt
from .pyatiletka_plans_dealt_type import PyatiletkaPlansDealtType
from .pyatiletka_plans_ran_out import PyatiletkaPlansRanOut
from .pyatiletka_plans_ran_out_type import PyatiletkaPlansRanOutType
from .pyatiletka_plans_redrawn import PyatiletkaPlansRedrawn
from .pyatiletka_plans_redrawn_type import PyatiletkaPlansRedrawnType
from .pyatiletka_play_character import PyatiletkaPlayCharacter
from .pyatiletka_play_character_type import PyatiletkaPlayCharacterType
from .pyatiletka_play_from_row import PyatiletkaPlayFromRow
from .pyatiletka_play_from_row_type import PyatiletkaPlayFromRowType
from .pyatiletka_player_view import PyatiletkaPlayerView
from .pyatiletka_precision_complete import PyatiletkaPrecisionComplete
from .pyatiletka_precision_complete_type import PyatiletkaPrecisionCompleteType
from .pyatiletka_rebuild import PyatiletkaRebuild
from .pyatiletka_rebuild_type import PyatiletkaRebuildType
from .pyatiletka_record import PyatiletkaRecord
from .pyatiletka_record_event import PyatiletkaRecordEvent
from .pyatiletka_record_event_outcome_type_0 import PyatiletkaRecordEventOutcomeType0
from .pyatiletka_redraw_plans import PyatiletkaRedrawPlans
from .pyatiletka_redraw_plans_type import PyatiletkaRedrawPlansType
from .pyatiletka_remove_plan import PyatiletkaRemovePlan
from .pyatiletka_remove_plan_type import PyatiletkaRemovePlanType
from .pyatiletka_renew_character import PyatiletkaRenewCharacter
from .pyatiletka_renew_character_type import PyatiletkaRenewCharacterType
from .pyatiletka_renew_plan import PyatiletkaRenewPlan
from .pyatiletka_renew_plan_type import PyatiletkaRenewPlanType
from .pyatiletka_result import PyatiletkaResult
from .pyatiletka_return_plan import PyatiletkaReturnPlan
from .pyatiletka_return_plan_type import PyatiletkaReturnPlanType
from .pyatiletka_round_ended import PyatiletkaRoundEnded
from .pyatiletka_round_ended_type import PyatiletkaRoundEndedType
from .pyatiletka_round_started import PyatiletkaRoundStarted
from .pyatiletka_round_started_type import PyatiletkaRoundStartedType
from .pyatiletka_salvage import PyatiletkaSalvage
from .pyatiletka_salvage_type import PyatiletkaSalvageType
from .pyatiletka_seat_score import PyatiletkaSeatScore
from .pyatiletka_skip_ability import PyatiletkaSkipAbility
from .pyatiletka_skip_ability_type import PyatiletkaSkipAbilityType
from .pyatiletka_starting_hands_dealt import PyatiletkaStartingHandsDealt
from .pyatiletka_starting_hands_dealt_type import PyatiletkaStartingHandsDealtType
from .pyatiletka_study_plans import PyatiletkaStudyPlans
from .pyatiletka_study_plans_type import PyatiletkaStudyPlansType
from .pyatiletka_swap_with_row import PyatiletkaSwapWithRow
from .pyatiletka_swap_with_row_type import PyatiletkaSwapWithRowType
from .pyatiletka_table import PyatiletkaTable
from .pyatiletka_take_chairman import PyatiletkaTakeChairman
from .pyatiletka_take_chairman_type import PyatiletkaTakeChairmanType
from .pyatiletka_take_character import PyatiletkaTakeCharacter
from .pyatiletka_take_character_type import PyatiletkaTakeCharacterType
from .pyatiletka_take_plan_from_deck import PyatiletkaTakePlanFromDeck
from .pyatiletka_take_plan_from_deck_type import PyatiletkaTakePlanFromDeckType
from .pyatiletka_take_plan_from_row import PyatiletkaTakePlanFromRow
from .pyatiletka_take_plan_from_row_type import PyatiletkaTakePlanFromRowType
from .pyatiletka_tournament_info import PyatiletkaTournamentInfo
from .pyatiletka_turn_started import PyatiletkaTurnStarted
from .pyatiletka_turn_started_type import PyatiletkaTurnStartedType
from .pyatiletka_view import PyatiletkaView
from .register_player import RegisterPlayer
from .seat import Seat
from .seat_claimed import SeatClaimed
from .seat_claimed_body import SeatClaimedBody
from .seat_claimed_item import SeatClaimedItem
from .seat_info import SeatInfo
from .seated_player import SeatedPlayer
from .spectator import Spectator
from .standing_row import StandingRow
from .standings_info import StandingsInfo
from .started_item import StartedItem
from .table_info import TableInfo
from .tour_info import TourInfo
from .tournament_created import TournamentCreated
from .verification import Verification
from .zavody_ally_chosen import ZavodyAllyChosen
from .zavody_ally_chosen_type import ZavodyAllyChosenType
from .zavody_assembly_machine import ZavodyAssemblyMachine
from .zavody_blueprints_changed import ZavodyBlueprintsChanged
from .zavody_blueprints_changed_type import ZavodyBlueprintsChangedType
from .zavody_bureau_activated import ZavodyBureauActivated
from .zavody_bureau_activated_type import ZavodyBureauActivatedType
from .zavody_buy_tile import ZavodyBuyTile
from .zavody_buy_tile_type import ZavodyBuyTileType
from .zavody_choose_ally import ZavodyChooseAlly
from .zavody_choose_ally_type import ZavodyChooseAllyType
from .zavody_commit_placement import ZavodyCommitPlacement
from .zavody_commit_placement_type import ZavodyCommitPlacementType
from .zavody_content import ZavodyContent
from .zavody_cube_back import ZavodyCubeBack
from .zavody_cube_back_type import ZavodyCubeBackType
from .zavody_cube_moved import ZavodyCubeMoved
from .zavody_cube_moved_back import ZavodyCubeMovedBack
from .zavody_cube_moved_back_type import ZavodyCubeMovedBackType
from .zavody_cube_moved_type import ZavodyCubeMovedType
from .zavody_discard_displaced import ZavodyDiscardDisplaced
from .zavody_discard_displaced_type import ZavodyDiscardDisplacedType
from .zavody_displaced_discarded import ZavodyDisplacedDiscarded
from .zavody_displaced_discarded_type import ZavodyDisplacedDiscardedType
from .zavody_displaced_relocated import ZavodyDisplacedRelocated
from .zavody_displaced_relocated_type import ZavodyDisplacedRelocatedType
from .zavody_end_cube_moves import ZavodyEndCubeMoves
from .zavody_end_cube_moves_type import ZavodyEndCubeMovesType
from .zavody_end_optimisation import ZavodyEndOptimisation
from .zavody_end_optimisation_type import ZavodyEndOptimisationType
from .zavody_envelope import ZavodyEnvelope
from .zavody_event import ZavodyEvent
from .zavody_event_deck_shuffled import ZavodyEventDeckShuffled
from .zavody_event_deck_shuffled_type import ZavodyEventDeckShuffledType
from .zavody_event_drawn import ZavodyEventDrawn
from .zavody_event_drawn_type import ZavodyEventDrawnType
from .zavody_event_effect import ZavodyEventEffect
from .zavody_events import ZavodyEvents
from .zavody_fact_item import ZavodyFactItem
from .zavody_factory import ZavodyFactory
from .zavody_first_player_rolled import ZavodyFirstPlayerRolled
from .zavody_first_player_rolled_type import ZavodyFirstPlayerRolledType
from .zavody_game_ended import ZavodyGameEnded
from .zavody_game_ended_type import ZavodyGameEndedType
from .zavody_game_started import ZavodyGameStarted
from .zavody_game_started_type import ZavodyGameStartedType
from .zavody_group import ZavodyGroup
from .zavody_housing_collected import ZavodyHousingCollected
from .zavody_housing_collected_type import ZavodyHousingCollectedType
from .zavody_legal_moves import ZavodyLegalMoves
from .zavody_modifier import ZavodyModifier
from .zavody_modifier_added import ZavodyModifierAdded
from .zavody_modifier_added_type import ZavodyModifierAddedType
from .zavody_move_accepted import ZavodyMoveAccepted
from .zavody_move_cube import ZavodyMoveCube
from .zavody_move_cube_type import ZavodyMoveCubeType
from .zavody_move_tile import ZavodyMoveTile
from .zavody_move_tile_type import ZavodyMoveTileType
from .zavody_options import ZavodyOptions
from .zavody_options_mode import ZavodyOptionsMode
from .zavody_pending import ZavodyPending
from .zavody_pending_stage import ZavodyPendingStage
from .zavody_phase_started import ZavodyPhaseStarted
from .zavody_phase_started_type import ZavodyPhaseStartedType
from .zavody_place_tile import ZavodyPlaceTile
from .zavody_place_tile_type import ZavodyPlaceTileType
from .zavody_place_workers import ZavodyPlaceWorkers
from .zavody_place_workers_type import ZavodyPlaceWorkersType
from .zavody_placed import ZavodyPlaced
from .zavody_placed_tile import ZavodyPlacedTile
from .zavody_placement_committed import ZavodyPlacementCommitted
from .zavody_placement_committed_type import ZavodyPlacementCommittedType
from .zavody_placements_revealed import ZavodyPlacementsRevealed
from .zavody_placements_revealed_type import ZavodyPlacementsRevealedType
from .zavody_play_poster import ZavodyPlayPoster
from .zavody_play_poster_type import ZavodyPlayPosterType
from .zavody_player_view import ZavodyPlayerView
from .zavody_player_view_acquired import ZavodyPlayerViewAcquired
from .zavody_poster import ZavodyPoster
from .zavody_poster_dealt import ZavodyPosterDealt
from .zavody_poster_dealt_type import ZavodyPosterDealtType
from .zavody_poster_deck_shuffled import ZavodyPosterDeckShuffled
from .zavody_poster_deck_shuffled_type import ZavodyPosterDeckShuffledType
from .zavody_poster_discarded import ZavodyPosterDiscarded
from .zavody_poster_discarded_type import ZavodyPosterDiscardedType
from .zavody_poster_effect import ZavodyPosterEffect
from .zavody_poster_kind import ZavodyPosterKind
from .zavody_poster_played import ZavodyPosterPlayed
from .zavody_poster_played_type import ZavodyPosterPlayedType
from .zavody_poster_row_shifted import ZavodyPosterRowShifted
from .zavody_poster_row_shifted_type import ZavodyPosterRowShiftedType
from .zavody_poster_taken import ZavodyPosterTaken
from .zavody_poster_taken_type import ZavodyPosterTakenType
from .zavody_poster_target import ZavodyPosterTarget
from .zavody_recall_workers import ZavodyRecallWorkers
from .zavody_recall_workers_type import ZavodyRecallWorkersType
from .zavody_record import ZavodyRecord
from .zavody_record_event import ZavodyRecordEvent
from .zavody_record_event_outcome_type_0 import ZavodyRecordEventOutcomeType0
from .zavody_relocate_displaced import ZavodyRelocateDisplaced
from .zavody_relocate_displaced_type import ZavodyRelocateDisplacedType
from .zavody_resource import ZavodyResource
from .zavody_rotate_tile import ZavodyRotateTile
from .zavody_rotate_tile_turn import ZavodyRotateTileTurn
from .zavody_rotate_tile_type import ZavodyRotateTileType
from .zavody_round_ended import ZavodyRoundEnded
from .zavody_round_ended_type import ZavodyRoundEndedType
from .zavody_seat_done import ZavodySeatDone
from .zavody_seat_done_type import ZavodySeatDoneType
from .zavody_shape import ZavodyShape
from .zavody_shape_sides_item import ZavodyShapeSidesItem
from .zavody_skip_bonus_poster import ZavodySkipBonusPoster
from .zavody_skip_bonus_poster_type import ZavodySkipBonusPosterType
from .zavody_skip_purchase import ZavodySkipPurchase
from .zavody_skip_purchase_type import ZavodySkipPurchaseType
from .zavody_swap_tiles import ZavodySwapTiles
from .zavody_swap_tiles_type import ZavodySwapTilesType
from .zavody_table import ZavodyTable
from .zavody_take_bonus_poster import ZavodyTakeBonusPoster
from .zavody_take_bonus_poster_type import ZavodyTakeBonusPosterType
from .zavody_take_poster import ZavodyTakePoster
from .zavody_take_poster_type import ZavodyTakePosterType
from .zavody_technique import ZavodyTechnique
from .zavody_tile import ZavodyTile
from .zavody_tile_bought import ZavodyTileBought
from .zavody_tile_bought_type import ZavodyTileBoughtType
from .zavody_tile_dealt import ZavodyTileDealt
from .zavody_tile_dealt_type import ZavodyTileDealtType
from .zavody_tile_moved import ZavodyTileMoved
from .zavody_tile_moved_type import ZavodyTileMovedType
from .zavody_tile_origin import ZavodyTileOrigin
from .zavody_tile_placed import ZavodyTilePlaced
from .zavody_tile_placed_type import ZavodyTilePlacedType
from .zavody_tile_rotated import ZavodyTileRotated
from .zavody_tile_rotated_type import ZavodyTileRotatedType
from .zavody_tile_row_shifted import ZavodyTileRowShifted
from .zavody_tile_row_shifted_type import ZavodyTileRowShiftedType
from .zavody_tile_stack_shuffled import ZavodyTileStackShuffled
from .zavody_tile_stack_shuffled_type import ZavodyTileStackShuffledType
from .zavody_tiles_swapped import ZavodyTilesSwapped
from .zavody_tiles_swapped_type import ZavodyTilesSwappedType
from .zavody_tournament_info import ZavodyTournamentInfo
from .zavody_view import ZavodyView
from .zavody_workers_placed import ZavodyWorkersPlaced
from .zavody_workers_placed_type import ZavodyWorkersPlacedType
from .zavody_workers_recalled import ZavodyWorkersRecalled
from .zavody_workers_recalled_type import ZavodyWorkersRecalledType

__all__ = (
    "Auditor",
    "ClaimSeat",
    "CreateMatch",
    "CreateMatchOptions",
    "CreateTournament",
    "CreateTournamentOptions",
    "DenPobedyAddCard",
    "DenPobedyAddCardType",
    "DenPobedyAttack",
    "DenPobedyAttackDeclared",
    "DenPobedyAttackDeclaredType",
    "DenPobedyAttackType",
    "DenPobedyBlock",
    "DenPobedyBlockDeclared",
    "DenPobedyBlockDeclaredType",
    "DenPobedyBlockDeclined",
    "DenPobedyBlockDeclinedType",
    "DenPobedyBlockType",
    "DenPobedyBoost",
    "DenPobedyBuild",
    "DenPobedyBuildType",
    "DenPobedyCardRef",
    "DenPobedyCardsDrawn",
    "DenPobedyCardsDrawnType",
    "DenPobedyCardType",
    "DenPobedyCardTypeCategory",
    "DenPobedyCardTypeSide",
    "DenPobedyCardView",
    "DenPobedyCombatEnded",
    "DenPobedyCombatEndedType",
    "DenPobedyCombatView",
    "DenPobedyContent",
    "DenPobedyCost",
    "DenPobedyDeckCardAdded",
    "DenPobedyDeckCardAddedType",
    "DenPobedyDeckCardRemoved",
    "DenPobedyDeckCardRemovedType",
    "DenPobedyDeckReady",
    "DenPobedyDeckReadyType",
    "DenPobedyDeckShuffled",
    "DenPobedyDeckShuffledType",
    "DenPobedyDeckStruck",
    "DenPobedyDeckStruckType",
    "DenPobedyEndPhase",
    "DenPobedyEndPhaseType",
    "DenPobedyEndTurn",
    "DenPobedyEndTurnType",
    "DenPobedyEnvelope",
    "DenPobedyEvents",
    "DenPobedyFactItem",
    "DenPobedyFinishDeck",
    "DenPobedyFinishDeckType",
    "DenPobedyHandKept",
    "DenPobedyHandKeptType",
    "DenPobedyHandReturned",
    "DenPobedyHandReturnedType",
    "DenPobedyHandShown",
    "DenPobedyHandShownType",
    "DenPobedyKeepHand",
    "DenPobedyKeepHandType",
    "DenPobedyLegalMoves",
    "DenPobedyMainPhaseEnded",
    "DenPobedyMainPhaseEndedType",
    "DenPobedyMatchEnded",
    "DenPobedyMatchEndedType",
    "DenPobedyMatchSetUp",
    "DenPobedyMatchSetUpType",
    "DenPobedyModifier",
    "DenPobedyMoveAccepted",
    "DenPobedyNoBlock",
    "DenPobedyNoBlockType",
    "DenPobedyOptions",
    "DenPobedyPass",
    "DenPobedyPassType",
    "DenPobedyPayment",
    "DenPobedyPlayerView",
    "DenPobedyPlayResource",
    "DenPobedyPlayResourceType",
    "DenPobedyPlayTactic",
    "DenPobedyPlayTacticType",
    "DenPobedyRecord",
    "DenPobedyRecordEvent",
    "DenPobedyRecordEventOutcomeType0",
    "DenPobedyRedeal",
    "DenPobedyRedealType",
    "DenPobedyRemoveCard",
    "DenPobedyRemoveCardType",
    "DenPobedyResourceDestroyed",
    "DenPobedyResourceDestroyedType",
    "DenPobedyResourcePlayed",
    "DenPobedyResourcePlayedType",
    "DenPobedyResourcesTapped",
    "DenPobedyResourcesTappedType",
    "DenPobedyResourceUntapped",
    "DenPobedyResourceUntappedType",
    "DenPobedySide",
    "DenPobedySideId",
    "DenPobedySideStarter",
    "DenPobedyStarterDeckTaken",
    "DenPobedyStarterDeckTakenType",
    "DenPobedyStrike",
    "DenPobedyStrikeType",
    "DenPobedySupport",
    "DenPobedySupportGiven",
    "DenPobedySupportGivenType",
    "DenPobedySupportType",
    "DenPobedyTable",
    "DenPobedyTacticPlayed",
    "DenPobedyTacticPlayedType",
    "DenPobedyTournamentInfo",
    "DenPobedyTurnEnded",
    "DenPobedyTurnEndedType",
    "DenPobedyTurnStarted",
    "DenPobedyTurnStartedType",
    "DenPobedyUnitBuilt",
    "DenPobedyUnitBuiltType",
    "DenPobedyUnitDestroyed",
    "DenPobedyUnitDestroyedType",
    "DenPobedyUnitsDeployed",
    "DenPobedyUnitsDeployedType",
    "DenPobedyUnitsTapped",
    "DenPobedyUnitsTappedType",
    "DenPobedyUnitStruck",
    "DenPobedyUnitStruckType",
    "DenPobedyUseStarterDeck",
    "DenPobedyUseStarterDeckType",
    "DenPobedyView",
    "DenPobedyWindowPassed",
    "DenPobedyWindowPassedType",
    "EcologicAuction",
    "EcologicAuctionOpened",
    "EcologicAuctionOpenedType",
    "EcologicAuctionVetoed",
    "EcologicAuctionVetoedType",
    "EcologicAuctionWon",
    "EcologicAuctionWonType",
    "EcologicBidPassed",
    "EcologicBidPassedType",
    "EcologicBidRaised",
    "EcologicBidRaisedType",
    "EcologicBuildingLevel",
    "EcologicBuildingPlaced",
    "EcologicBuildingPlacedBranch",
    "EcologicBuildingPlacedType",
    "EcologicBuildingRemoved",
    "EcologicBuildingRemovedType",
    "EcologicCoinsTransferred",
    "EcologicCoinsTransferredType",
    "EcologicContent",
    "EcologicEcologyApplied",
    "EcologicEcologyAppliedType",
    "EcologicEnvelope",
    "EcologicEventCard",
    "EcologicEventCardBranch",
    "EcologicEventCardEffect",
    "EcologicEventCardTarget",
    "EcologicEventDrawn",
    "EcologicEventDrawnType",
    "EcologicEvents",
    "EcologicFactItem",
    "EcologicGameEnded",
    "EcologicGameEndedType",
    "EcologicGameSetUp",
    "EcologicGameSetUpType",
    "EcologicHex",
    "EcologicHidden",
    "EcologicIncomePaid",
    "EcologicIncomePaidType",
    "EcologicInitiativeCard",
    "EcologicInitiativeKind",
    "EcologicInitiativeLevel",
    "EcologicInitiativeLost",
    "EcologicInitiativeLostType",
    "EcologicInitiativePlaced",
    "EcologicInitiativePlacedType",
    "EcologicInitiativeRemoved",
    "EcologicInitiativeRemovedType",
    "EcologicInitiativeRevealed",
    "EcologicInitiativeRevealedType",
    "EcologicInitiativesShuffled",
    "EcologicInitiativesShuffledType",
    "EcologicItemKept",
    "EcologicItemKeptType",
    "EcologicKeep",
    "EcologicKeepType",
    "EcologicLegalMoves",
    "EcologicLoseObject",
    "EcologicLoseObjectType",
    "EcologicMoveAccepted",
    "EcologicObjectLost",
    "EcologicObjectLostType",
    "EcologicOpenBuilding",
    "EcologicOpenBuildingBranch",
    "EcologicOpenBuildingType",
    "EcologicOpenerPassed",
    "EcologicOpenerPassedType",
    "EcologicOpenInitiative",
    "EcologicOpenInitiativeType",
    "EcologicOpenSpecial",
    "EcologicOpenSpecialType",
    "EcologicOptions",
    "EcologicPass",
    "EcologicPassType",
    "EcologicPending",
    "EcologicPlaceBuilding",
    "EcologicPlaceBuildingBranch",
    "EcologicPlaceBuildingType",
    "EcologicPlaceInitiative",
    "EcologicPlaceInitiativeType",
    "EcologicPlaceSpecial",
    "EcologicPlaceSpecialType",
    "EcologicPlayer",
    "EcologicPlayerHeld",
    "EcologicPlayerSupply",
    "EcologicPrices",
    "EcologicRaise",
    "EcologicRaiseType",
    "EcologicRecord",
    "EcologicRecordEvent",
    "EcologicRecordEventOutcomeType0",
    "EcologicRemoveBuilding",
    "EcologicRemoveBuildingType",
    "EcologicRemoveInitiative",
    "EcologicRemoveInitiativeType",
    "EcologicSpecial",
    "EcologicSpecialPlaced",
    "EcologicSpecialPlacedType",
    "EcologicTable",
    "EcologicTile",
    "EcologicTileResource",
    "EcologicTournamentInfo",
    "EcologicTransfer",
    "EcologicTransferType",
    "EcologicVeto",
    "EcologicVetoType",
    "EcologicView",
    "FinishedItem",
    "GameInfo",
    "GameInfoFactSchema",
    "GameInfoMoveSchema",
    "GameInfoOptionsSchema",
    "Health",
    "LobbyRow",
    "LobbyRowOptions",
    "MatchCreated",
    "MoveRequest",
    "MyTable",
    "Outcome",
    "PlayerRegistered",
    "PobedaCardDrawn",
    "PobedaCardDrawnType",
    "PobedaCardPlayed",
    "PobedaCardPlayedType",
    "PobedaCellView",
    "PobedaChipPlaced",
    "PobedaChipPlacedType",
    "PobedaChipRemoved",
    "PobedaChipRemovedType",
    "PobedaColour",
    "PobedaColourView",
    "PobedaContent",
    "PobedaDeadCardDiscarded",
    "PobedaDeadCardDiscardedType",
    "PobedaDeckShuffled",
    "PobedaDeckShuffledType",
    "PobedaDiscardDeadCard",
    "PobedaDiscardDeadCardType",
    "PobedaEnvelope",
    "PobedaEvent",
    "PobedaEvents",
    "PobedaFactItem",
    "PobedaGameOver",
    "PobedaGameOverReason",
    "PobedaGameOverType",
    "PobedaGameStarted",
    "PobedaGameStartedType",
    "PobedaHandDealt",
    "PobedaHandDealtType",
    "PobedaLegalMoves",
    "PobedaLineFinished",
    "PobedaLineFinishedType",
    "PobedaLineView",
    "PobedaMoveAccepted",
    "PobedaOptions",
    "PobedaOptionsLinesToWin",
    "PobedaOptionsTeams",
    "PobedaPlayEvent",
    "PobedaPlayEventType",
    "PobedaPlayMinusOne",
    "PobedaPlayMinusOneType",
    "PobedaPlayPlusOne",
    "PobedaPlayPlusOneType",
    "PobedaPlayReplace",
    "PobedaPlayReplaceType",
    "PobedaRecord",
    "PobedaRecordEvent",
    "PobedaRecordEventOutcomeType0",
    "PobedaSeatView",
    "PobedaSpecial",
    "PobedaSpecialId",
    "PobedaTable",
    "PobedaTournamentInfo",
    "PobedaTurnPassed",
    "PobedaTurnPassedType",
    "PobedaView",
    "Problem",
    "ProblemErrorsType0Item",
    "PyatiletkaAbility",
    "PyatiletkaAbilitySkipped",
    "PyatiletkaAbilitySkippedType",
    "PyatiletkaAbilityUsed",
    "PyatiletkaAbilityUsedType",
    "PyatiletkaActionGained",
    "PyatiletkaActionGainedType",
    "PyatiletkaActionSpent",
    "PyatiletkaActionSpentType",
    "PyatiletkaAwardOrder",
    "PyatiletkaAwardOrderType",
    "PyatiletkaChairmanCard",
    "PyatiletkaChairmanTaken",
    "PyatiletkaChairmanTakenType",
    "PyatiletkaCharacterDiscarded",
    "PyatiletkaCharacterDiscardedType",
    "PyatiletkaCharacterDrawn",
    "PyatiletkaCharacterDrawnType",
    "PyatiletkaCharacterPlayed",
    "PyatiletkaCharacterPlayedType",
    "PyatiletkaCharacterRevealed",
    "PyatiletkaCharacterRevealedType",
    "PyatiletkaCharacterRowCleared",
    "PyatiletkaCharacterRowClearedType",
    "PyatiletkaCharacterSalvaged",
    "PyatiletkaCharacterSalvagedType",
    "PyatiletkaCharacterSwapped",
    "PyatiletkaCharacterSwappedType",
    "PyatiletkaCharacterTaken",
    "PyatiletkaCharacterTakenType",
    "PyatiletkaCharacterType",
    "PyatiletkaChoiceAsked",
    "PyatiletkaChoiceAskedType",
    "PyatiletkaCompletePlan",
    "PyatiletkaCompletePlanType",
    "PyatiletkaCondition",
    "PyatiletkaContent",
    "PyatiletkaCounterTokenDiscarded",
    "PyatiletkaCounterTokenDiscardedType",
    "PyatiletkaDeckShuffled",
    "PyatiletkaDeckShuffledType",
    "PyatiletkaDeclineOrder",
    "PyatiletkaDeclineOrderType",
    "PyatiletkaDiscardAndDraw",
    "PyatiletkaDiscardAndDrawType",
    "PyatiletkaDiscardForOrder",
    "PyatiletkaDiscardForOrderType",
    "PyatiletkaDiscardPlan",
    "PyatiletkaDiscardPlanType",
    "PyatiletkaDrawFromDeck",
    "PyatiletkaDrawFromDeckType",
    "PyatiletkaEndTurn",
    "PyatiletkaEndTurnType",
    "PyatiletkaEnvelope",
    "PyatiletkaEvents",
    "PyatiletkaExchangePlan",
    "PyatiletkaExchangePlanType",
    "PyatiletkaExtraAction",
    "PyatiletkaExtraActionType",
    "PyatiletkaFactItem",
    "PyatiletkaGameCreated",
    "PyatiletkaGameCreatedType",
    "PyatiletkaGameEnded",
    "PyatiletkaGameEndedType",
    "PyatiletkaGivePlan",
    "PyatiletkaGivePlanType",
    "PyatiletkaHireFromRow",
    "PyatiletkaHireFromRowType",
    "PyatiletkaIndustry",
    "PyatiletkaKeepPlan",
    "PyatiletkaKeepPlanType",
    "PyatiletkaLegalMoves",
    "PyatiletkaMoveAccepted",
    "PyatiletkaOptions",
    "PyatiletkaOrderDiscarded",
    "PyatiletkaOrderDiscardedType",
    "PyatiletkaOrderGained",
    "PyatiletkaOrderGainedType",
    "PyatiletkaOrderPlaced",
    "PyatiletkaOrderPlacedType",
    "PyatiletkaPending",
    "PyatiletkaPersonalPlanKept",
    "PyatiletkaPersonalPlanKeptType",
    "PyatiletkaPlaceOrder",
    "PyatiletkaPlaceOrderType",
    "PyatiletkaPlanCompleted",
    "PyatiletkaPlanCompletedType",
    "PyatiletkaPlanDiscarded",
    "PyatiletkaPlanDiscardedType",
    "PyatiletkaPlanExchanged",
    "PyatiletkaPlanExchangedType",
    "PyatiletkaPlanOrdersPlaced",
    "PyatiletkaPlanOrdersPlacedType",
    "PyatiletkaPlanResult",
    "PyatiletkaPlanRevealed",
    "PyatiletkaPlanRevealedType",
    "PyatiletkaPlansDealt",
    "PyatiletkaPlansDealtType",
    "PyatiletkaPlansRanOut",
    "PyatiletkaPlansRanOutType",
    "PyatiletkaPlansRedrawn",
    "PyatiletkaPlansRedrawnType",
    "PyatiletkaPlanTaken",
    "PyatiletkaPlanTakenType",
    "PyatiletkaPlanType",
    "PyatiletkaPlayCharacter",
    "PyatiletkaPlayCharacterType",
    "PyatiletkaPlayerView",
    "PyatiletkaPlayFromRow",
    "PyatiletkaPlayFromRowType",
    "PyatiletkaPrecisionComplete",
    "PyatiletkaPrecisionCompleteType",
    "PyatiletkaRebuild",
    "PyatiletkaRebuildType",
    "PyatiletkaRecord",
    "PyatiletkaRecordEvent",
    "PyatiletkaRecordEventOutcomeType0",
    "PyatiletkaRedrawPlans",
    "PyatiletkaRedrawPlansType",
    "PyatiletkaRemovePlan",
    "PyatiletkaRemovePlanType",
    "PyatiletkaRenewCharacter",
    "PyatiletkaRenewCharacterType",
    "PyatiletkaRenewPlan",
    "PyatiletkaRenewPlanType",
    "PyatiletkaResult",
    "PyatiletkaReturnPlan",
    "PyatiletkaReturnPlanType",
    "PyatiletkaRoundEnded",
    "PyatiletkaRoundEndedType",
    "PyatiletkaRoundStarted",
    "PyatiletkaRoundStartedType",
    "PyatiletkaSalvage",
    "PyatiletkaSalvageType",
    "PyatiletkaSeatScore",
    "PyatiletkaSkipAbility",
    "PyatiletkaSkipAbilityType",
    "PyatiletkaStartingHandsDealt",
    "PyatiletkaStartingHandsDealtType",
    "PyatiletkaStudyPlans",
    "PyatiletkaStudyPlansType",
    "PyatiletkaSwapWithRow",
    "PyatiletkaSwapWithRowType",
    "PyatiletkaTable",
    "PyatiletkaTakeChairman",
    "PyatiletkaTakeChairmanType",
    "PyatiletkaTakeCharacter",
    "PyatiletkaTakeCharacterType",
    "PyatiletkaTakePlanFromDeck",
    "PyatiletkaTakePlanFromDeckType",
    "PyatiletkaTakePlanFromRow",
    "PyatiletkaTakePlanFromRowType",
    "PyatiletkaTournamentInfo",
    "PyatiletkaTurnStarted",
    "PyatiletkaTurnStartedType",
    "PyatiletkaView",
    "RegisterPlayer",
    "Seat",
    "SeatClaimed",
    "SeatClaimedBody",
    "SeatClaimedItem",
    "SeatedPlayer",
    "SeatInfo",
    "Spectator",
    "StandingRow",
    "StandingsInfo",
    "StartedItem",
    "TableInfo",
    "TourInfo",
    "TournamentCreated",
    "Verification",
    "ZavodyAllyChosen",
    "ZavodyAllyChosenType",
    "ZavodyAssemblyMachine",
    "ZavodyBlueprintsChanged",
    "ZavodyBlueprintsChangedType",
    "ZavodyBureauActivated",
    "ZavodyBureauActivatedType",
    "ZavodyBuyTile",
    "ZavodyBuyTileType",
    "ZavodyChooseAlly",
    "ZavodyChooseAllyType",
    "ZavodyCommitPlacement",
    "ZavodyCommitPlacementType",
    "ZavodyContent",
    "ZavodyCubeBack",
    "ZavodyCubeBackType",
    "ZavodyCubeMoved",
    "ZavodyCubeMovedBack",
    "ZavodyCubeMovedBackType",
    "ZavodyCubeMovedType",
    "ZavodyDiscardDisplaced",
    "ZavodyDiscardDisplacedType",
    "ZavodyDisplacedDiscarded",
    "ZavodyDisplacedDiscardedType",
    "ZavodyDisplacedRelocated",
    "ZavodyDisplacedRelocatedType",
    "ZavodyEndCubeMoves",
    "ZavodyEndCubeMovesType",
    "ZavodyEndOptimisation",
    "ZavodyEndOptimisationType",
    "ZavodyEnvelope",
    "ZavodyEvent",
    "ZavodyEventDeckShuffled",
    "ZavodyEventDeckShuffledType",
    "ZavodyEventDrawn",
    "ZavodyEventDrawnType",
    "ZavodyEventEffect",
    "ZavodyEvents",
    "ZavodyFactItem",
    "ZavodyFactory",
    "ZavodyFirstPlayerRolled",
    "ZavodyFirstPlayerRolledType",
    "ZavodyGameEnded",
    "ZavodyGameEndedType",
    "ZavodyGameStarted",
    "ZavodyGameStartedType",
    "ZavodyGroup",
    "ZavodyHousingCollected",
    "ZavodyHousingCollectedType",
    "ZavodyLegalMoves",
    "ZavodyModifier",
    "ZavodyModifierAdded",
    "ZavodyModifierAddedType",
    "ZavodyMoveAccepted",
    "ZavodyMoveCube",
    "ZavodyMoveCubeType",
    "ZavodyMoveTile",
    "ZavodyMoveTileType",
    "ZavodyOptions",
    "ZavodyOptionsMode",
    "ZavodyPending",
    "ZavodyPendingStage",
    "ZavodyPhaseStarted",
    "ZavodyPhaseStartedType",
    "ZavodyPlaced",
    "ZavodyPlacedTile",
    "ZavodyPlacementCommitted",
    "ZavodyPlacementCommittedType",
    "ZavodyPlacementsRevealed",
    "ZavodyPlacementsRevealedType",
    "ZavodyPlaceTile",
    "ZavodyPlaceTileType",
    "ZavodyPlaceWorkers",
    "ZavodyPlaceWorkersType",
    "ZavodyPlayerView",
    "ZavodyPlayerViewAcquired",
    "ZavodyPlayPoster",
    "ZavodyPlayPosterType",
    "ZavodyPoster",
    "ZavodyPosterDealt",
    "ZavodyPosterDealtType",
    "ZavodyPosterDeckShuffled",
    "ZavodyPosterDeckShuffledType",
    "ZavodyPosterDiscarded",
    "ZavodyPosterDiscardedType",
    "ZavodyPosterEffect",
    "ZavodyPosterKind",
    "ZavodyPosterPlayed",
    "ZavodyPosterPlayedType",
    "ZavodyPosterRowShifted",
    "ZavodyPosterRowShiftedType",
    "ZavodyPosterTaken",
    "ZavodyPosterTakenType",
    "ZavodyPosterTarget",
    "ZavodyRecallWorkers",
    "ZavodyRecallWorkersType",
    "ZavodyRecord",
    "ZavodyRecordEvent",
    "ZavodyRecordEventOutcomeType0",
    "ZavodyRelocateDisplaced",
    "ZavodyRelocateDisplacedType",
    "ZavodyResource",
    "ZavodyRotateTile",
    "ZavodyRotateTileTurn",
    "ZavodyRotateTileType",
    "ZavodyRoundEnded",
    "ZavodyRoundEndedType",
    "ZavodySeatDone",
    "ZavodySeatDoneType",
    "ZavodyShape",
    "ZavodyShapeSidesItem",
    "ZavodySkipBonusPoster",
    "ZavodySkipBonusPosterType",
    "ZavodySkipPurchase",
    "ZavodySkipPurchaseType",
    "ZavodySwapTiles",
    "ZavodySwapTilesType",
    "ZavodyTable",
    "ZavodyTakeBonusPoster",
    "ZavodyTakeBonusPosterType",
    "ZavodyTakePoster",
    "ZavodyTakePosterType",
    "ZavodyTechnique",
    "ZavodyTile",
    "ZavodyTileBought",
    "ZavodyTileBoughtType",
    "ZavodyTileDealt",
    "ZavodyTileDealtType",
    "ZavodyTileMoved",
    "ZavodyTileMovedType",
    "ZavodyTileOrigin",
    "ZavodyTilePlaced",
    "ZavodyTilePlacedType",
    "ZavodyTileRotated",
    "ZavodyTileRotatedType",
    "ZavodyTileRowShifted",
    "ZavodyTileRowShiftedType",
    "ZavodyTilesSwapped",
    "ZavodyTilesSwappedType",
    "ZavodyTileStackShuffled",
    "ZavodyTileStackShuffledType",
    "ZavodyTournamentInfo",
    "ZavodyView",
    "ZavodyWorkersPlaced",
    "ZavodyWorkersPlacedType",
    "ZavodyWorkersRecalled",
    "ZavodyWorkersRecalledType",
)
