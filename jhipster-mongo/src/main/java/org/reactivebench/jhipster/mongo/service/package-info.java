/**
 * Service layer.
 */
package org.reactivebench.jhipster.mongo.service;
