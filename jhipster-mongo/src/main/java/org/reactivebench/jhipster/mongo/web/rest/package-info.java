/**
 * Rest layer.
 */
package org.reactivebench.jhipster.mongo.web.rest;
